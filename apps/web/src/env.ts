import { z } from 'zod';

const WebEnvSchema = z.object({
  /** Base of the API (SPEC §7 paths end in /api/); another host that speaks the same contract may be named. */
  VITE_API_URL: z.string().min(1).default('/api/'),
});

const parsed = WebEnvSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
} as const;
