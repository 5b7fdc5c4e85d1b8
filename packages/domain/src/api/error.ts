import { z } from 'zod';

/** Every failed API answer: `status: false`, a message for people, and per-field messages when a body was bad. */
export const ApiErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** One-time code checks: how many tries the code has left (SPEC §7 verify-otp). */
  remaining_attempts: z.number().int().nonnegative().optional(),
  /** A server fault's (500, 503) request id: what a person quotes to support, and what the logs are searched by. */
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Per-field messages of a failed zod parse, keyed by the dotted path of the field ('' for the whole body). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
