import { z } from 'zod';

/** user_type as the server sends it (auth/user-type.ts holds what it means, free of zod for the route tree). */
export const UserTypeSchema = z.string().min(1);

/** Body of POST accounts/clientlogin/. The server applies the same rules as the form, so messages match. */
export { LoginFormSchema as LoginRequestSchema } from './login-form.js';

/** SPEC §3 login response: `data` on success, `message` on failure. */
export const LoginDataSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  email: z.string(),
  username: z.string(),
  id: z.string().min(1),
  user_type: UserTypeSchema,
});
export type LoginData = z.infer<typeof LoginDataSchema>;

export const LoginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(true), data: LoginDataSchema, message: z.string().optional() }),
  z.object({
    status: z.literal(false),
    message: z.string().optional(),
    data: z.object({ message: z.string().optional() }).partial().optional(),
  }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Refresh tokens are 43 characters; a much longer value is no token of ours, refused before anything looks it up. */
const REFRESH_TOKEN_MAX_LENGTH = 200;

const RefreshTokenField = z
  .string({ error: 'Refresh token is required.' })
  .min(1, 'Refresh token is required.')
  .max(REFRESH_TOKEN_MAX_LENGTH, 'Refresh token is not valid.');

/** Body of POST accounts/token/refresh/ and accounts/logout/. */
export const RefreshRequestSchema = z.object({ refresh: RefreshTokenField });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

/**
 * SPEC §3 token refresh response: `access`. Refresh tokens rotate, so the server also sends the next `refresh`
 * (the old one is spent); a client that ignores it keeps the SPEC shape.
 */
export const TokenRefreshResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1).optional(),
});
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;
