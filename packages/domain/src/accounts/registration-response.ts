import { z } from 'zod';

/* Apart from registration.ts, so a client that only reads answers does not load the country list. */

/** Answer of both registration posts (SPEC §7): status and a message for people. */
export const RegistrationResponseSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
});

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
