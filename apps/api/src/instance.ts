import { buildApp } from './app.js';
import { demoAccountsNotice } from './demo/demo-accounts.js';
import { refuseDemoContent } from './demo/demo-content-check.js';
import { seedDatabase } from './demo/seed.js';
import type { ServerConfig } from './env.js';
import { openDatabase } from './platform/database/database.js';
import { createLogger } from './platform/log.js';
import { createRedisClient } from './platform/redis.js';
import { shutDown } from './platform/shutdown.js';
import { createServicesFromConfig } from './services-from-config.js';

/**
 * One instance of the server: opens the database (migrating and seeding it once, whichever instance starts first),
 * builds the app and listens on PORT, then runs the job worker. src/server.ts starts one, or WEB_CONCURRENCY of them.
 */
export async function startInstance(config: ServerConfig): Promise<void> {
  const { env } = config;

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: config.dataDir });
  const logger = createLogger(env.LOG_LEVEL);
  const services = await createServicesFromConfig(config, database.db, logger);
  // Instances started together on one empty database migrate and seed it once, one after the other.
  const { seeded, demoReports } = await database.whileStartingAlone(async () => {
    await database.migrate();
    return seedDatabase(database.db, config.seed, { files: services.files, demoTaxRates: true });
  });
  if (env.NODE_ENV === 'production') {
    try {
      await refuseDemoContent(database.db, { admin: env.ADMIN_EMAIL, demoClient: env.DEMO_CLIENT_EMAIL });
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  // Every running subscription's next lifecycle step, and every open invoice's late-fee check, queued once (issue 17);
  // every card or bank order awaiting payment lapses at the end of its window (issue 39).
  const resumed = await services.lifecycle.resume();
  const openOrders = await services.orders.resume();
  // Today's purge of lapsed registrations and old failed attempts, queued once whichever instance asks (issue 39).
  await services.accountPurge.resume();
  // The next hour's look at the waiting lists of full course sessions (issue 44).
  await services.waitingList.resume();

  const app = await buildApp({
    services,
    loggerInstance: logger,
    trustProxy: env.TRUST_PROXY,
    loginRateLimitMax: env.LOGIN_RATE_LIMIT_MAX,
    inquiryRateLimitMax: env.INQUIRY_RATE_LIMIT_MAX,
    accountRateLimitMax: env.ACCOUNT_RATE_LIMIT_MAX,
    couponRateLimitMax: env.COUPON_RATE_LIMIT_MAX,
    searchRateLimitMax: env.SEARCH_RATE_LIMIT_MAX,
    visitorSearchRateLimitMax: env.VISITOR_SEARCH_RATE_LIMIT_MAX,
    addressSearchRateLimitMax: env.ADDRESS_SEARCH_RATE_LIMIT_MAX,
    invoiceRateLimitMax: env.INVOICE_RATE_LIMIT_MAX,
    invitationRateLimitMax: env.INVITATION_RATE_LIMIT_MAX,
    invitationMailRateLimitMax: env.INVITATION_MAIL_RATE_LIMIT_MAX,
    rateLimitRedis: config.redis
      ? { client: createRedisClient(config.redis.url, logger), keyPrefix: config.redis.keyPrefix }
      : undefined,
    staticApps: { webDistDir: env.WEB_DIST_DIR, adminDistDir: env.ADMIN_DIST_DIR },
    publicUrl: env.PUBLIC_URL,
    allowedHosts: config.allowedHosts,
    metricsToken: env.METRICS_TOKEN,
  });
  services.metrics.watchProcess();
  if (database.poolUse) services.metrics.watchPool(database.poolUse);

  app.log.info(
    {
      database: database.kind,
      dataDir: config.dataDir,
      files: config.s3 ? 's3' : 'disk',
      rateLimits: config.redis ? 'redis' : 'memory',
      seeded,
      demoReports,
      lifecycle: resumed,
      openOrders,
    },
    'database ready',
  );
  const demoNotice = demoAccountsNotice(config.seed);
  if (demoNotice) app.log.warn(demoNotice);

  let shuttingDown: Promise<void> | undefined;
  function shutdown(signal: NodeJS.Signals) {
    shuttingDown ??= shutDown(
      { app, jobs: services.jobs, database, limitMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
      signal,
    ).then(
      (code) => process.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  // `on`, not `once`: a worker gets Ctrl-C from the terminal and the same signal again from its primary.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Queued mail leaves as soon as the work that queued it commits; the poll picks up retries and other instances' jobs.
  services.jobs.startWorker({ pollMs: env.JOBS_POLL_SECONDS * 1000 });
}
