import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStore } from '../../src/platform/files/file-store.js';
import { createMailer } from '../../src/platform/mail/transport.js';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { createTestDatabase, testFileStore, type TestDatabase } from './database.js';

export const TEST_FIRM_MAILBOX = 'inbox@softline.test';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's file store, holding the demo reports' PDFs; shared by the worker's test apps (see testFileStore). */
  files: FileStore;
  /** Where the app's mail lands, as .eml files, unless the test gave its own mailer. */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a private database, mailing into a private outbox. Options override the defaults (high rate
 * limits, no static apps).
 */
export async function createTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-outbox-'));
  const files = options.files ?? (await testFileStore()).files;
  const app = await buildApp({
    db: database.db,
    jwtSecret: randomBytes(32).toString('hex'),
    loginRateLimitMax: 1000,
    inquiryRateLimitMax: 1000,
    accountRateLimitMax: 1000,
    couponRateLimitMax: 1000,
    mailer: createMailer({ from: 'Softline Advisory <no-reply@softline.test>', outboxDir }),
    firmMailbox: TEST_FIRM_MAILBOX,
    ...options,
    files,
  });
  return {
    app,
    database,
    files,
    outboxDir,
    async close() {
      await app.close();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** The same app listening on a free loopback port, for clients that speak real HTTP. */
export async function startTestServer(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<TestApp & { baseUrl: string }> {
  const testApp = await createTestApp(options);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp, baseUrl: `${address}/api/` };
}
