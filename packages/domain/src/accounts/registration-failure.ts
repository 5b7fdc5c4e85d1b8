// Apart from the schemas (registration-response.ts): a form shows these without loading zod (issue 18).

/** SPEC §8 fallbacks when a registration fails without a message from the server. */
export const RegistrationFailureMessages = {
  statusFalse: 'Registration failed.',
  requestError: 'Unexpected error occurred.',
} as const;
