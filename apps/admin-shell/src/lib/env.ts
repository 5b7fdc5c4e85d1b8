import { z } from 'zod';

const AdminEnvSchema = z.object({
  VITE_API_URL: z.string().min(1).default('/api/'),
});

const parsed = AdminEnvSchema.parse(import.meta.env);

export const env = { apiUrl: parsed.VITE_API_URL } as const;
