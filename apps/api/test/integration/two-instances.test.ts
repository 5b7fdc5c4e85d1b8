import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/platform/database/database.js';
import { jobs } from '../../src/platform/database/schema.js';
import { LOGIN_RATE_LIMIT_MESSAGE } from '../../src/modules/accounts/routes.js';
import { addOrganisation, FIXTURE_PASSWORD, pdfWithText, subscribe } from '../support/report-fixtures.js';
import { deleteRedisKeys, redisUnreachable, TEST_REDIS_URL, testRedisPrefix } from '../support/redis.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { NODE_ARGS, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { decodeQuotedPrintable, startSmtpListener } from '../support/smtp.js';

/**
 * Two API processes as a deployment runs them (README, "Several instances"): one Postgres database, one Redis,
 * one S3 bucket, one mail server, the same JWT_SECRET, and a DATA_DIR each, so nothing they share can hide on a
 * local disk. Both run their job workers.
 */

const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresUnreachable(): Promise<string | null> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return `no Postgres at ${new URL(ADMIN_URL).host} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

// The test makes its own database, so it runs once: in the project that holds every test file, Postgres's when
// TEST_DATABASE_URL is set (as in CI), else PGlite's.
const everyFileIn = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const skipReason =
  process.env.TEST_DB !== everyFileIn
    ? `runs once, in the ${everyFileIn} project`
    : ((await postgresUnreachable()) ?? (await redisUnreachable()));

/** Runs the CLI as a person would, with the servers' environment. */
function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, 'src/cli/index.ts', ...args], {
      cwd: appRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe.skipIf(skipReason)(
  `two API instances on one database, Redis and bucket${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const databaseName = `firm_two_${randomUUID().replaceAll('-', '')}`;
    const redisPrefix = testRedisPrefix();
    let admin: ReturnType<typeof postgres>;
    let databaseUrl: string;
    let workDir: string;
    let s3: TestS3;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    let environment: (dataDir: string) => NodeJS.ProcessEnv;
    const apis: ServerProcess[] = [];

    beforeAll(async () => {
      admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${databaseName}"`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      workDir = await mkdtemp(path.join(tmpdir(), 'firm-two-'));
      s3 = await startTestS3();
      smtp = await startSmtpListener();

      const shared: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_PASSWORD: 'Admin#two-instances',
        PAYMENTS_PROVIDER: 'sandbox',
        SEED_DEMO: 'false',
        // The test stands in for the proxy on this machine; each scenario below names its own client address, so
        // their counts stay apart.
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: 'https://www.softline.test',
        LOGIN_RATE_LIMIT_MAX: '3',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        ...s3.env,
        SMTP_URL: smtp.url,
        // Each worker looks every second, so both are claiming while the test waits.
        JOBS_POLL_SECONDS: '1',
        WEB_DIST_DIR: path.join(workDir, 'no-web'),
        ADMIN_DIST_DIR: path.join(workDir, 'no-admin'),
      };
      environment = (dataDir) => ({ ...shared, DATA_DIR: path.join(workDir, dataDir) });
      // One after the other: the first migrates and seeds the new database, the second finds it ready. The second
      // runs as two worker processes on one port (WEB_CONCURRENCY), as a server on a two-core machine would.
      apis.push(await startServerProcess(environment('first')));
      apis.push(await startServerProcess({ ...environment('second'), WEB_CONCURRENCY: '2' }));
      // Three processes load the server from its TypeScript sources, and the first migrates and seeds: over a minute
      // on two cores busy with the rest of the suite.
    }, 180_000);

    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await s3?.close();
      await smtp?.close();
      if (admin) {
        await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
        await admin.end({ timeout: 5 });
      }
      await deleteRedisKeys(redisPrefix);
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    const login = (api: ServerProcess, clientAddress: string, email: string, password: string) =>
      fetch(`${api.origin}/api/accounts/clientlogin/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
        body: JSON.stringify({ email, password }),
      });

    it('counts sign-in attempts made on either instance against one limit', async () => {
      const [first, second] = apis as [ServerProcess, ServerProcess];
      const attempt = (api: ServerProcess) =>
        login(api, '192.0.2.10', 'nobody@softline.test', 'Wrong#password1');
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(second)).status).toBe(401);
      expect((await attempt(first)).status).toBe(401);
      for (const api of [second, first]) {
        const blocked = await attempt(api);
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toEqual({ status: false, message: LOGIN_RATE_LIMIT_MESSAGE });
      }
    });

    it('serves through one instance a report imported beside the other', async () => {
      const [first, second] = apis as [ServerProcess, ServerProcess];
      const folder = path.join(workDir, 'incoming');
      await mkdir(folder);
      await writeFile(
        path.join(folder, '2025-10-14 Coffee Across Instances.pdf'),
        await pdfWithText('Coffee across instances. Certified stocks fell again.'),
      );
      const imported = await runCli(
        environment('cli'),
        'reports:import',
        folder,
        '--type',
        'Coffee Weekly Report',
      );
      expect(imported.output).toMatch(/^imported/m);
      expect(imported.code).toBe(0);
      const reportId = Number(/report (\d+),/.exec(imported.output)![1]);

      const database = openPostgres(databaseUrl);
      try {
        const organisation = await addOrganisation(database.db, 'Twin Roasters', ['ana@twin.test']);
        await subscribe(database.db, organisation.tenantId, 'Coffee Weekly Report');
      } finally {
        await database.close();
      }

      const signedIn = await login(first, '192.0.2.20', 'ana@twin.test', FIXTURE_PASSWORD);
      expect(signedIn.status).toBe(200);
      const { access } = ((await signedIn.json()) as { data: { access: string } }).data;
      const presigned = await fetch(`${first.origin}/api/reports/generate-presigned-url/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
        body: JSON.stringify({ id: reportId, operation: 'download' }),
      });
      expect(presigned.status).toBe(200);
      const link = new URL(((await presigned.json()) as { url: string }).url);

      // The link the first instance signed, opened on the second.
      const file = await fetch(`${second.origin}${link.pathname}${link.search}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(new Uint8Array(await file.arrayBuffer()), { mergePages: true });
      expect(text).toContain('Coffee across instances.');
      expect(text).toContain('Licensed to Twin Roasters - ana@twin.test -');
      // The CLI loads from its TypeScript sources and reads the PDF in a process of its own, started the same way.
    }, 90_000);

    it('runs a job enqueued through one instance exactly once, with both workers running', async () => {
      const [first, second] = apis as [ServerProcess, ServerProcess];
      // Two inquiries through each instance: each queues its mail to the firm and the sender's acknowledgment.
      const senders = ['Alder', 'Birch', 'Cedar', 'Damson'].map((name) => `${name}-${randomUUID()}`);
      for (const [index, lastName] of senders.entries()) {
        const response = await fetch(`${(index % 2 === 0 ? first : second).origin}/api/inquiries/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.30' },
          body: JSON.stringify({
            firstName: 'Ana',
            lastName,
            email: 'ana@twin.test',
            phone: '1155550100',
            phoneCode: '+55',
            company: 'Twin Roasters',
            country: 'Brazil',
            hearAboutUs: 'conference_trade_show',
            reasonForInquiry: 'consultation',
            comments: 'Sent to one instance, mailed by whichever worker claims it.',
          }),
        });
        expect(response.status).toBe(201);
      }

      // Bounded: the workers deliver within moments of the commit; the loop only waits for their state to show.
      const database = openPostgres(databaseUrl);
      let mailJobs: (typeof jobs.$inferSelect)[] = [];
      try {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
          mailJobs = await database.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
          if (mailJobs.length === 8 && mailJobs.every((job) => job.status === 'done')) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await database.close();
      }
      expect(mailJobs.map((job) => [job.status, job.attempts, job.payload])).toEqual(
        Array.from({ length: 8 }, () => ['done', 1, {}]),
      );
      for (const lastName of senders) {
        const mails = smtp.received.filter((mail) => decodeQuotedPrintable(mail.raw).includes(lastName));
        expect(mails.map((mail) => mail.to).sort()).toEqual([['ana@twin.test'], ['info@softline.example']]);
      }
      // The report imported above may also have been announced to its reader; only the inquiries' mail counts here.
      const inquiryMails = smtp.received.filter((mail) =>
        senders.some((lastName) => decodeQuotedPrintable(mail.raw).includes(lastName)),
      );
      expect(inquiryMails).toHaveLength(8);
    });

    it('runs WEB_CONCURRENCY workers on one port, each answering, and stops them all on SIGTERM (issue 18)', async () => {
      const second = apis[1]!;
      expect(new Set(second.listeners).size).toBe(2);
      // The primary hands connections out in turn: fresh connections in parallel all get a whole answer.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${second.origin}/api/reports/report-types`, { headers: { connection: 'close' } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
      expect(await second.stop()).toBe(0);
      for (const pid of second.listeners) expect(() => process.kill(pid, 0)).toThrow();
    });
  },
);
