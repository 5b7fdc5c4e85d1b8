import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a private database. Options override the defaults (a high login limit, no static apps). */
export async function createTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    jwtSecret: randomBytes(32).toString('hex'),
    loginRateLimitMax: 1000,
    ...options,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
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
