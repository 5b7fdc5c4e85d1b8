import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportPdfLimits } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { FileStore } from '../../src/platform/files/file-store.js';
import type { RunSummary } from '../../src/platform/jobs/queue.js';
import { createLogger, type Log } from '../../src/platform/log.js';
import { createMailer, type Mailer } from '../../src/platform/mail/transport.js';
import { createServices, type PaymentsOptions, type Services } from '../../src/services.js';
import { createTestClock, type TestClock } from './clock.js';
import { createTestDatabase, testFileStore, type TestDatabase } from './database.js';
import { outboxCode, readOutbox } from './outbox.js';
import type { ReceivedMail } from './smtp.js';

export const TEST_FIRM_MAILBOX = 'inbox@softline.test';
/** The metrics token of every test app: GET /metrics exists in each, as in a server with METRICS_TOKEN set. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
export const TEST_MAIL_FROM = 'Softline Advisory <no-reply@softline.test>';

/** What a test may change of the app: its HTTP options, and the platform the services are built on. */
export interface TestAppOptions extends Partial<Omit<AppOptions, 'services' | 'loggerInstance'>> {
  mailer?: Mailer;
  files?: FileStore;
  payments?: PaymentsOptions;
  clock?: TestClock;
  firmMailbox?: string;
  /** The site's origin in mailed links; none by default (links are paths). */
  linkOrigin?: string;
  /** What reading an uploaded PDF may take; REPORT_PDF_LIMITS by default. */
  reportPdfLimits?: ReportPdfLimits;
  /** Where the services log; silent by default. */
  log?: Log;
  /** The server's logger (createLogger) for the app and its services, writing its lines to `stream`. */
  logger?: { stream: DestinationStream; level?: LevelWithSilent };
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  /** The clock every service reads; it stands still until the test moves it. */
  clock: TestClock;
  /** The app's file store, holding the demo reports' PDFs; shared by the worker's test apps (see testFileStore). */
  files: FileStore;
  /** Where the app's mail lands, as .eml files, unless the test gave its own mailer. */
  outboxDir: string;
  /** Runs the queued jobs that are due (the worker's pass), as `jobs:run` does. */
  runJobs(options?: { now?: Date }): Promise<RunSummary>;
  /** Delivers the queued mail, then reads the outbox, oldest first. */
  outbox(): Promise<ReceivedMail[]>;
  /** Delivers the queued mail, then answers the code of the newest `subject` mail to `to` in the outbox. */
  mailedCode(to: string, subject: string): Promise<string>;
  close(): Promise<void>;
}

const SILENT: Log = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The real app on a private database, built by the one composition root, mailing into a private outbox. Options
 * override the defaults (high rate limits, no static apps, a standing clock). No worker runs: a test delivers the
 * queued jobs itself (`runJobs`, `outbox`), at the moment it chooses.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const {
    mailer,
    files: givenFiles,
    payments,
    clock: givenClock,
    firmMailbox,
    linkOrigin,
    reportPdfLimits,
    log,
    logger,
    ...appOptions
  } = options;
  // A test that reads the logs gets one logger for the app and its services, as server.ts makes it.
  const loggerInstance = logger ? createLogger(logger.level ?? 'info', logger.stream) : undefined;
  const database = await createTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-outbox-'));
  const files = givenFiles ?? (await testFileStore()).files;
  const clock = givenClock ?? createTestClock();
  const services = createServices({
    db: database.db,
    clock,
    mailer: mailer ?? createMailer({ from: TEST_MAIL_FROM, outboxDir }),
    files,
    payments: payments ?? {},
    log: log ?? loggerInstance ?? SILENT,
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      firmMailbox: firmMailbox ?? TEST_FIRM_MAILBOX,
      ...(linkOrigin ? { linkOrigin } : {}),
      ...(reportPdfLimits ? { reportPdfLimits } : {}),
    },
  });
  const app = await buildApp({
    services,
    loginRateLimitMax: 1000,
    inquiryRateLimitMax: 1000,
    accountRateLimitMax: 1000,
    couponRateLimitMax: 1000,
    searchRateLimitMax: 1000,
    visitorSearchRateLimitMax: 1000,
    addressSearchRateLimitMax: 1000,
    invoiceRateLimitMax: 1000,
    invitationRateLimitMax: 1000,
    invitationMailRateLimitMax: 1000,
    metricsToken: TEST_METRICS_TOKEN,
    // Tests share two cores with each other: a call slowed by its neighbours is not an outage.
    requestTimeLimitMs: 30_000,
    ...appOptions,
    ...(loggerInstance ? { loggerInstance } : {}),
  });
  const runJobs = (runOptions?: { now?: Date }) => services.jobs.runDue(runOptions);
  return {
    app,
    services,
    database,
    clock,
    files,
    outboxDir,
    runJobs,
    async outbox() {
      await runJobs();
      return readOutbox(outboxDir);
    },
    async mailedCode(to, subject) {
      await runJobs();
      return outboxCode(outboxDir, to, subject);
    },
    async close() {
      await app.close();
      await services.jobs.stop();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** The same app listening on a free loopback port, for clients that speak real HTTP. */
export async function startTestServer(options: TestAppOptions = {}): Promise<TestApp & { baseUrl: string }> {
  const testApp = await createTestApp(options);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp, baseUrl: `${address}/api/` };
}
