import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRM_NAME } from '@firm/domain';
import { z } from 'zod';

const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repoRoot = path.resolve(appRoot, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
    TRUST_PROXY: booleanFlag.default(false),
    PUBLIC_URL: z.url().optional(),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    INQUIRY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    COUPON_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default(`${FIRM_NAME} <no-reply@softline.example>`),
    FIRM_MAILBOX: z.email().default('info@softline.example'),
    ADMIN_EMAIL: z.email().default('admin@softline.example'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    DEMO_CLIENT_EMAIL: z.email().default('client@softline.example'),
    DEMO_CLIENT_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: booleanFlag.optional(),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin-shell/dist')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_PASSWORD is required in production.',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Demo passwords for a development machine; production must name its own (see the check above). */
const DEFAULT_ADMIN_PASSWORD = 'Admin#2025demo';
const DEFAULT_DEMO_CLIENT_PASSWORD = 'Client#2025demo';

export interface ServerConfig {
  env: Env;
  dataDir: string;
  /** The file store's root (report PDFs), inside the data directory. */
  filesDir: string;
  seed: {
    admin: { email: string; password: string };
    demoClient: { email: string; password: string } | null;
  };
}

/** Reads and checks the environment once; every other module receives what it needs from here. */
export function loadServerConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const seedDemo = env.SEED_DEMO ?? env.NODE_ENV !== 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    seed: {
      admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD },
      demoClient: seedDemo
        ? { email: env.DEMO_CLIENT_EMAIL, password: env.DEMO_CLIENT_PASSWORD ?? DEFAULT_DEMO_CLIENT_PASSWORD }
        : null,
    },
  };
}

/**
 * The directory a command was typed in. `pnpm --filter @firm/api cli ...` runs in apps/api but keeps the caller's
 * directory in INIT_CWD, so paths given on the command line mean what the person typing them meant.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ? path.resolve(source.INIT_CWD) : process.cwd();
}
