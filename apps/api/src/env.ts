import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BillingTerms, FIRM_NAME } from '@firm/domain';
import { z } from 'zod';
import { defaultAllowedHosts, notHosts } from './platform/http/public-origin.js';

/**
 * The seeded accounts' passwords when ADMIN_PASSWORD or DEMO_CLIENT_PASSWORD is unset, as the README lists them; a
 * production server refuses them.
 */
export const DEMO_PASSWORDS = {
  admin: 'Admin#2025demo',
  client: 'Client#2025demo',
  editor: 'Editor#2025demo',
  finance: 'Finance#2025demo',
  analyst: 'Analyst#2025demo',
} as const;

const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const repoRoot = path.resolve(appRoot, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Whose X-Forwarded-For the server believes (Fastify's trustProxy): the addresses of the proxies in front of it. The
 * client is the right-most address not among them, which the nearest trusted proxy wrote. `true` would believe the
 * left-most address, which any client writes as it likes; a hop count would believe a client that connects
 * directly (Fastify 5.12 ignores hop counts for that reason, GHSA-3m5p-2c4r-xxw2). Both are refused.
 */
const PROXY_ADDRESS = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);
const SET_PROXY_ADDRESSES =
  'set TRUST_PROXY to the addresses of the proxies in front of the server, e.g. TRUST_PROXY=loopback for one on this machine or TRUST_PROXY=10.0.0.5,10.1.0.0/16';
const TrustedProxies = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? `TRUST_PROXY=true believes any client's X-Forwarded-For: ${SET_PROXY_ADDRESSES}.`
            : `TRUST_PROXY=${value} (a number of proxies) believes a client that connects directly: ${SET_PROXY_ADDRESSES}.`,
      });
      return z.NEVER;
    }
    const addresses = value.split(',').map((address) => address.trim());
    const invalid = addresses.filter((address) => !PROXY_ADDRESS.safeParse(address).success);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY takes addresses, CIDR ranges, loopback, linklocal or uniquelocal; not one: ${invalid.join(', ')}.`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/** Host names (with a port where it is not the protocol's default) the site may be reached by, e.g. `localhost:3000`. */
const AllowedHosts = z
  .string()
  .optional()
  .transform((value, ctx): string[] | undefined => {
    if (value === undefined) return undefined;
    const hosts = value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
    const invalid = notHosts(hosts);
    if (hosts.length === 0 || invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `ALLOWED_HOSTS takes host names with an optional port, separated by commas (e.g. www.example.com,example.com:8080)${invalid.length > 0 ? `; not a host: ${invalid.join(', ')}` : ''}.`,
      });
      return z.NEVER;
    }
    return hosts;
  });

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const SHUTDOWN_TIMEOUT_RANGE = 'SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600.';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Server processes sharing PORT (one per core is usual); above 1 only with DATABASE_URL and REDIS_URL. */
    WEB_CONCURRENCY: z.coerce
      .number({ message: 'WEB_CONCURRENCY must be a whole number of processes from 1 to 64.' })
      .int('WEB_CONCURRENCY must be a whole number of processes from 1 to 64.')
      .min(1, 'WEB_CONCURRENCY must be a whole number of processes from 1 to 64.')
      .max(64, 'WEB_CONCURRENCY must be a whole number of processes from 1 to 64.')
      .default(1),
    /**
     * Starts the server's clock at this instant, from which it runs on: to see what the schedules do (a digest at
     * 07:00, a renewal) without waiting for them, on a demo or in the browser tests. Refused in production.
     */
    CLOCK_START: z.iso
      .datetime({
        offset: true,
        message: 'CLOCK_START must be an ISO date and time, e.g. 2027-03-22T07:00:00Z.',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
    /** Rate-limit counters shared by every instance; without it each process counts in memory. */
    REDIS_URL: z.url().optional(),
    /** Namespaces this deployment's keys, so several deployments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('firm:'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    TRUST_PROXY: TrustedProxies,
    /** The site's public origin for absolute links; required in production. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL.' }).optional(),
    /** Without PUBLIC_URL, the Host headers absolute links may name; default localhost and 127.0.0.1 on PORT. */
    ALLOWED_HOSTS: AllowedHosts,
    /** Sign-in calls per minute and client address; failures are also counted per email (accounts module). */
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
    INQUIRY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    COUPON_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** Archive searches per signed-in user per minute. */
    SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    /** Archive searches per client address per minute, for visitors. */
    VISITOR_SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    /** Archive searches per client address per minute, signed in or not. */
    ADDRESS_SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    INVOICE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** Calls to an invitation link (preview, acceptance) per client address, per route, per 10 minutes. */
    INVITATION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    INVITATION_MAIL_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default(`${FIRM_NAME} <no-reply@softline.example>`),
    FIRM_MAILBOX: z.email().default('info@softline.example'),
    ADMIN_EMAIL: z.email().default('admin@softline.example'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    DEMO_CLIENT_EMAIL: z.email().default('client@softline.example'),
    DEMO_CLIENT_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: booleanFlag.optional(),
    PAYMENTS_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another Stripe API origin, e.g. a local double: http://127.0.0.1:12111. */
    STRIPE_API_URL: z.url().optional(),
    /**
     * What a Prometheus scraper sends as `Authorization: Bearer` for GET /metrics; unset, there is no metrics
     * route (docs/decisions/037). At least 24 characters: a token short enough to guess is refused at start.
     */
    METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters.').optional(),
    /** How often the job worker looks for due jobs (retries, reminders, other instances' work). */
    JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /**
     * How long a job stays claimed by a worker that stopped renewing its claim (a process killed) before another
     * worker runs it again; a living worker renews it four times as often.
     */
    JOBS_ABANDONED_AFTER_SECONDS: z.coerce.number().int().min(4).max(86_400).default(120),
    /**
     * How long a shutdown lets the requests and the job under way finish before it ends them (issue 39): less than
     * the grace its platform gives before killing the process (often 30 s), so the server can say what it ended.
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ message: SHUTDOWN_TIMEOUT_RANGE })
      .int(SHUTDOWN_TIMEOUT_RANGE)
      .min(1, SHUTDOWN_TIMEOUT_RANGE)
      .max(600, SHUTDOWN_TIMEOUT_RANGE)
      .default(25),
    SANDBOX_BANK_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /** Days of access kept after a subscription's period ended unpaid (issue 17), 0 to 90. */
    SUBSCRIPTION_GRACE_DAYS: z.coerce
      .number({ message: 'SUBSCRIPTION_GRACE_DAYS must be a whole number of days from 0 to 90.' })
      .int('SUBSCRIPTION_GRACE_DAYS must be a whole number of days from 0 to 90.')
      .min(0, 'SUBSCRIPTION_GRACE_DAYS must be a whole number of days from 0 to 90.')
      .max(90, 'SUBSCRIPTION_GRACE_DAYS must be a whole number of days from 0 to 90.')
      .default(BillingTerms.defaultGraceDays),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin-shell/dist')),
  })
  .superRefine((env, ctx) => {
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    const stripeWanted = env.PAYMENTS_PROVIDER === 'stripe' || stripeKeys.some(Boolean);
    if (env.PAYMENTS_PROVIDER !== 'sandbox' && stripeWanted && !stripeKeys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together.',
      });
    }
    // DESIGN §4: the sandbox takes no money, so a production server uses it only when told to.
    if (env.NODE_ENV === 'production' && !stripeWanted && env.PAYMENTS_PROVIDER !== 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'In production set the Stripe keys, or PAYMENTS_PROVIDER=sandbox to take no real payments.',
      });
    }
    const s3Missing = S3_VARIABLES.filter((name) => !env[name]);
    if (s3Missing.length > 0 && s3Missing.length < S3_VARIABLES.length) {
      ctx.addIssue({
        code: 'custom',
        path: [s3Missing[0]!],
        message: `S3 storage needs all of ${S3_VARIABLES.join(', ')}; missing: ${s3Missing.join(', ')}.`,
      });
    }
    // The embedded database lives in one process, and rate limits counted in memory would count per process.
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) is opened by one process only.',
      });
    } else if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'WEB_CONCURRENCY above 1 needs REDIS_URL: each process would otherwise keep its own rate-limit counters.',
      });
    }
    // Several instances on one database must sign alike: a secret generated into one DATA_DIR would make the
    // sessions and file links of one instance fail on the others. File links and one-time codes are signed with
    // keys derived from JWT_SECRET, so it is the only secret to share.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'JWT_SECRET is required in production with DATABASE_URL: every instance must sign sessions and file links with the same secret.',
      });
    }
    if (env.NODE_ENV === 'production') refuseDemoSetup(env, ctx);
  });

/**
 * A production server never starts with what a development machine may use: the demo passwords (README), the
 * demo content, or links named after whatever Host header a request carries.
 */
function refuseDemoSetup(
  env: Partial<Record<'ADMIN_PASSWORD' | 'DEMO_CLIENT_PASSWORD' | 'PUBLIC_URL' | 'CLOCK_START', string>> & {
    SEED_DEMO?: boolean;
  },
  ctx: z.RefinementCtx,
): void {
  const refuse = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (!env.ADMIN_PASSWORD) {
    refuse('ADMIN_PASSWORD', "ADMIN_PASSWORD is required in production: set it to the admin's own password.");
  } else if (env.ADMIN_PASSWORD === DEMO_PASSWORDS.admin) {
    refuse(
      'ADMIN_PASSWORD',
      'ADMIN_PASSWORD is the demo password from the README: set ADMIN_PASSWORD to a password of your own in production.',
    );
  }
  // Production seeds no demo client (SEED_DEMO is refused below), so its password may stay unset; never the demo one.
  if (env.DEMO_CLIENT_PASSWORD === DEMO_PASSWORDS.client) {
    refuse(
      'DEMO_CLIENT_PASSWORD',
      'DEMO_CLIENT_PASSWORD is the demo password from the README: set DEMO_CLIENT_PASSWORD to a password of your own, or leave it unset, in production.',
    );
  }
  if (env.SEED_DEMO) {
    refuse(
      'SEED_DEMO',
      'SEED_DEMO=true seeds the demo client, its subscriptions and the demo reports: in production set SEED_DEMO=false or leave it unset.',
    );
  }
  if (env.CLOCK_START) {
    refuse('CLOCK_START', 'CLOCK_START moves the clock for demos and tests: leave it unset in production.');
  }
  if (!env.PUBLIC_URL) {
    refuse(
      'PUBLIC_URL',
      "PUBLIC_URL is required in production: set it to the site's public origin (e.g. https://www.example.com), which canonical links, the sitemap and file links name.",
    );
  }
}

export type Env = z.infer<typeof EnvSchema>;

export interface S3StoreConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ServerConfig {
  env: Env;
  payments: {
    stripe?: {
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      host?: string | undefined;
      port?: number | undefined;
      protocol?: 'http' | 'https' | undefined;
    };
    sandboxBankSettleMs?: number | undefined;
  };
  /** The subscription lifecycle's terms the server is configured with (issue 17). */
  billing: { graceDays: number; linkOrigin: string };
  dataDir: string;
  /** The file store's root (report PDFs), inside the data directory, unless `s3` is set. */
  filesDir: string;
  /** S3-compatible storage for the files instead of `filesDir`, when all five S3_* variables are set. */
  s3: S3StoreConfig | null;
  /** Shared rate-limit counters, when REDIS_URL is set. */
  redis: { url: string; keyPrefix: string } | null;
  /** The Host headers absolute links may name when PUBLIC_URL is unset; the first is the fallback. */
  allowedHosts: string[];
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
  const useStripe =
    env.PAYMENTS_PROVIDER !== 'sandbox' &&
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    env.STRIPE_WEBHOOK_SECRET;
  const stripeApi = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return {
    env,
    payments: {
      ...(useStripe
        ? {
            stripe: {
              secretKey: env.STRIPE_SECRET_KEY!,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
              host: stripeApi?.hostname,
              port: stripeApi?.port ? Number(stripeApi.port) : undefined,
              protocol: stripeApi ? (stripeApi.protocol.replace(':', '') as 'http' | 'https') : undefined,
            },
          }
        : {}),
      sandboxBankSettleMs:
        env.SANDBOX_BANK_SETTLE_SECONDS === undefined ? undefined : env.SANDBOX_BANK_SETTLE_SECONDS * 1000,
    },
    billing: {
      graceDays: env.SUBSCRIPTION_GRACE_DAYS,
      // Mails sent by jobs link to the site: PUBLIC_URL, else the first host links may name.
      linkOrigin: env.PUBLIC_URL
        ? new URL(env.PUBLIC_URL).origin
        : `http://${(env.ALLOWED_HOSTS ?? defaultAllowedHosts(env.PORT))[0] ?? `127.0.0.1:${env.PORT}`}`,
    },
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    allowedHosts: env.ALLOWED_HOSTS ?? defaultAllowedHosts(env.PORT),
    seed: {
      admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD ?? DEMO_PASSWORDS.admin },
      demoClient: seedDemo
        ? { email: env.DEMO_CLIENT_EMAIL, password: env.DEMO_CLIENT_PASSWORD ?? DEMO_PASSWORDS.client }
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
