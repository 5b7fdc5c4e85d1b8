import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sessions, users } from '../../src/platform/database/schema.js';
import { createCliWorkspace, type CliWorkspace } from '../support/cli.js';
import { addOrganisation, FIXTURE_PASSWORD } from '../support/report-fixtures.js';
import {
  ERROR_LEVEL,
  startServerProcess,
  type LogLine,
  type ServerProcess,
} from '../support/server-process.js';
import { decodeQuotedPrintable, startSmtpListener, type SmtpListener } from '../support/smtp.js';

/**
 * Issue 39: SIGTERM under load. A real server process (src/server.ts) on the leg's database (PGlite in a data
 * directory of its own, or a Postgres database of its own), signed into by many accounts at once (argon2 makes
 * each sign-in take a while), a mail job in hand. Every step waits for something the server or the mail server
 * says; nothing waits for time to pass.
 */

/** Sign-ins sent together and answered in the ordinary way. */
const RUNNING = 16;
/** Sign-ins whose body is finished only once the shutdown has begun: in flight, whatever the machine's speed. */
const HELD = 2;
/** Sign-ins whose caller hangs up once the server has them. */
const ABANDONED = 12;

const emails = Array.from(
  { length: RUNNING + HELD + ABANDONED },
  (_, index) => `drain-${index}@roasters.test`,
);
const heldEmails = emails.slice(0, HELD);
const runningEmails = emails.slice(HELD, HELD + RUNNING);
const abandonedEmails = emails.slice(HELD + RUNNING);

let workspace: CliWorkspace;
let smtp: SmtpListener;
let server: ServerProcess | undefined;
let agent: http.Agent | undefined;

beforeAll(async () => {
  workspace = await createCliWorkspace();
  await workspace.withDatabase((database) => addOrganisation(database.db, 'Drain Roasters', emails));
  smtp = await startSmtpListener({ hold: true });
}, 120_000);

afterEach(async () => {
  // A test that failed half-way leaves its server running (a shutdown that never ends): end it.
  await server?.kill();
  server = undefined;
  agent?.destroy();
  agent = undefined;
});

afterAll(async () => {
  smtp?.release();
  await smtp?.close();
  await workspace?.close();
});

function serverEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: workspace.dataDir,
    ...(workspace.databaseUrl ? { DATABASE_URL: workspace.databaseUrl } : {}),
    SEED_DEMO: 'false',
    // Every sign-in comes from this machine's address.
    LOGIN_RATE_LIMIT_MAX: '1000',
    SMTP_URL: smtp.url,
    WEB_DIST_DIR: path.join(workspace.dataDir, 'no-web'),
    ADMIN_DIST_DIR: path.join(workspace.dataDir, 'no-admin'),
    // Far more than this machine needs, however loaded: only the limit's own test reaches it.
    SHUTDOWN_TIMEOUT_SECONDS: '600',
    ...extra,
  };
}

interface Answer {
  status: number;
  /** The Connection header: 'close' when the server ends the connection after this answer. */
  connection: string | undefined;
  body: { status?: boolean; data?: { access?: string } };
}

interface SignIn {
  /** The local port of its connection once connected: the server logs it as the request's remotePort. */
  port: Promise<number>;
  answer: Promise<Answer>;
  /** Sends the rest of a held body. */
  finish(): void;
  /** Hangs up, whatever the server is doing with it. */
  abandon(): void;
}

/**
 * A sign-in on a connection of its own, kept alive after the answer as browsers and proxies keep theirs. `held`:
 * the headers and the start of the body are sent, the rest waits for `finish()`.
 */
function signIn(email: string, { held = false } = {}): SignIn {
  agent ??= new http.Agent({ keepAlive: true });
  const body = JSON.stringify({ email, password: FIXTURE_PASSWORD });
  const request = http.request(`${server!.origin}/api/accounts/clientlogin/`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const port = new Promise<number>((resolve) =>
    request.once('socket', (socket) => socket.once('connect', () => resolve(socket.localPort!))),
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
        }),
      );
    });
  });
  // Read by the test that awaits it; one that fails first must not leave it unheard.
  answer.catch(() => undefined);
  if (held) request.write(body.slice(0, 10));
  else request.end(body);
  return {
    port,
    answer,
    finish: () => request.end(body.slice(10)),
    abandon: () => request.destroy(),
  };
}

/** Resolves once the server has logged every one of these requests as received. */
function received(signIns: SignIn[]): Promise<unknown> {
  return Promise.all(
    signIns.map(async ({ port }) => {
      const remotePort = await port;
      return server!.line((line) => line.msg === 'incoming request' && line.req?.remotePort === remotePort);
    }),
  );
}

/** What a new connection to the port meets: 'connected', or the error's code. */
function connectTo(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Error lines and database connection errors in the server's log and standard error, each in short. */
function errorsIn(serverProcess: ServerProcess): string[] {
  return [
    ...serverProcess.lines
      .filter((line) => line.level >= ERROR_LEVEL || JSON.stringify(line).includes('CONNECTION_ENDED'))
      .map((line: LogLine) => `${line.msg}: ${JSON.stringify(line.err ?? line).slice(0, 300)}`),
    ...(serverProcess.stderr.includes('CONNECTION_ENDED') ? [serverProcess.stderr.slice(0, 300)] : []),
  ];
}

const isShuttingDown = (line: LogLine) => line.msg === 'shutting down';

describe('SIGTERM under load (issue 39)', () => {
  it('stops taking connections, answers every sign-in in flight in full, finishes the mail job in hand, then closes the database and exits 0', async () => {
    server = await startServerProcess(serverEnvironment());
    const inquiry = await fetch(`${server.origin}/api/inquiries/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({
        firstName: 'Ana',
        lastName: 'Drain',
        email: 'ana@roasters.test',
        phone: '1155550100',
        country: 'Brazil',
        hearAboutUs: 'online_search',
        reasonForInquiry: 'consultation',
        comments: 'Sent while the server shuts down.',
      }),
    });
    expect(inquiry.status).toBe(201);
    // The worker sends the first of its two mails; the mail server keeps it waiting for an answer.
    await smtp.holding;

    const held = heldEmails.map((email) => signIn(email, { held: true }));
    const running = runningEmails.map((email) => signIn(email));
    await received([...held, ...running]);
    server.signal('SIGTERM');
    await server.line(isShuttingDown);

    expect(await connectTo(server.port)).toBe('ECONNREFUSED');
    for (const signIn of held) signIn.finish();

    const answers = await Promise.all([...held, ...running].map((signIn) => signIn.answer));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) expect(answer.body.data?.access).toEqual(expect.any(String));
    // Answered while shutting down: the connection ends with the answer instead of idling until a timeout.
    expect(answers.slice(0, HELD).map((answer) => answer.connection)).toEqual(held.map(() => 'close'));

    // The worker takes no other job, and waits for the one in hand.
    expect(
      await server.line((line) => line.msg.startsWith('requests finished')).then((line) => line.jobInHand),
    ).toMatchObject({ name: 'mail.send' });
    smtp.release();

    // The client still holds every connection it was given: the process does not wait for them.
    expect(await server.exited).toBe(0);
    expect(errorsIn(server)).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain('Sent while the server shuts down.');
    // The job in hand was finished and recorded, none was left half-done; the other mail waits for the next start.
    const left = await workspace.withDatabase((database) =>
      database.db.select({ status: jobs.status, payload: jobs.payload }).from(jobs),
    );
    expect(left.filter((job) => job.status === 'running')).toEqual([]);
    const inquiryMails = left.filter((job) =>
      JSON.stringify(job.payload).includes('Sent while the server shuts down.'),
    );
    expect(inquiryMails.map((job) => job.status)).toEqual(['pending']);
  }, 180_000);

  it('carries the sign-ins whose callers hung up to their end before it closes the database', async () => {
    server = await startServerProcess(serverEnvironment());
    const abandoned = abandonedEmails.map((email) => signIn(email));
    await received(abandoned);
    for (const signIn of abandoned) signIn.abandon();
    server.signal('SIGTERM');

    expect(await server.exited).toBe(0);
    expect(errorsIn(server)).toEqual([]);
    // Every sign-in the server took was carried through: each account has its new session.
    const signedIn = await workspace.withDatabase((database) =>
      database.db
        .selectDistinct({ email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(users.email, abandonedEmails)),
    );
    expect(signedIn.map((row) => row.email).sort()).toEqual([...abandonedEmails].sort());
  }, 180_000);

  it('ends what is still under way after SHUTDOWN_TIMEOUT_SECONDS, says what it ended, and exits 1', async () => {
    server = await startServerProcess(serverEnvironment({ SHUTDOWN_TIMEOUT_SECONDS: '1' }));
    // A sign-in whose body never comes.
    const stuck = signIn(runningEmails[0]!, { held: true });
    await received([stuck]);
    server.signal('SIGTERM');

    expect(await server.exited).toBe(1);
    expect(await server.line((line) => line.msg.startsWith('shutdown limit reached'))).toMatchObject({
      level: ERROR_LEVEL,
      requestsUnderWay: 1,
      limitSeconds: 1,
    });
    await expect(stuck.answer).rejects.toThrow();
  }, 180_000);
});
