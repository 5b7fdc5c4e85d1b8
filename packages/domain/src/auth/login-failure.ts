// Apart from the sign-in schemas (tokens.ts): the login form shows these without loading zod (issue 18).

/** The fallback texts of SPEC §8 for a failed sign-in. */
export const LoginFailureMessages = {
  statusFalse: 'Login failed. Please try again.',
  requestError: 'An unexpected error occurred. Please try again.',
} as const;
