import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@firm/domain';
import { RECEIPT_SUBJECT } from '../src/modules/commerce/mails.js';
import { VISITOR_INQUIRY } from '../test/support/inquiries.js';
import { mailHeader } from '../test/support/mime.js';
import { startSmtpListener } from '../test/support/smtp.js';
import { cartCheckout, jsonRequest, signInDemoClient, type DemoClient } from './support/demo-client.js';
import { startDeployment, type Deployment } from './support/deployment.js';
import { postgresPrograms } from './support/private-postgres.js';

/**
 * Issue 45, point 1: a server killed (`kill -9`) between a payment's confirmation and its fulfilment, and in the
 * middle of a job. The confirmation and the fulfilment are one transaction, so a kill keeps neither; the bank's
 * settlement and every mail are jobs, whose claim runs out once the killed worker stops renewing it, and which the
 * next server then runs again: the payment is fulfilled once, a mail sent again is the same message.
 */

const programs = await postgresPrograms();
const skipReason = 'missing' in programs ? programs.missing : null;

/** Claims run out 4 s after a worker stops renewing them; workers look every second. */
const JOBS = { JOBS_POLL_SECONDS: '1', JOBS_ABANDONED_AFTER_SECONDS: '4' };
/** Long enough for the test to lock the order after the transfer's confirmation, before the bank settles it. */
const BANK_SETTLES_AFTER_SECONDS = 3;

describe.skipIf(skipReason)(`a server killed mid-way${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let deployment: Deployment;

  beforeAll(async () => {
    if ('missing' in programs) return;
    deployment = await startDeployment(programs.bindir);
  }, 180_000);

  // A case that failed half-way leaves no server behind to run the next case's jobs.
  afterEach(async () => {
    await deployment?.killServers();
  });

  afterAll(async () => {
    await deployment?.remove();
  });

  /** Holds the order's row lock on a connection of the test's own: the server's payment waits on it, mid-way. */
  async function lockOrder(orderId: string) {
    const connection = await deployment.sql.reserve();
    await connection`begin`;
    await connection`select id from orders where id = ${orderId} for update`;
    return async () => {
      await connection`rollback`;
      connection.release();
    };
  }

  /** Resolves once one of the API's queries waits on a lock (the order's). */
  async function serverWaitsOnLock() {
    await expect
      .poll(
        async () =>
          (
            await deployment.sql<{ count: number }[]>`
              select count(*)::int as count from pg_stat_activity
              where wait_event_type = 'Lock' and application_name like 'firm-api-%'`
          )[0]!.count,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  }

  const databaseNow = async () => (await deployment.sql<{ now: Date }[]>`select now()`)[0]!.now;

  /** The client's newest order, and what it bought so far. */
  async function newestOrder(client: DemoClient) {
    const [order] = await deployment.sql<{ id: string; number: string; status: string; tenant_id: string }[]>`
      select o.id, o.number, o.status, o.tenant_id from orders o order by o.created_at desc limit 1`;
    const [held] = await deployment.sql<{ count: number }[]>`
      select count(*)::int as count from subscriptions
      where tenant_id = ${order!.tenant_id} and report_type_id = ${client.typeNotHeld}`;
    return { ...order!, subscriptions: held!.count };
  }

  async function startPayment(origin: string, client: DemoClient, method: 'card' | 'us_bank_account') {
    const checkout = await cartCheckout(origin, client, client.typeNotHeld, method);
    const started = await fetch(
      `${origin}/api/reports/bank/payments/checkout/`,
      jsonRequest(checkout, client.auth),
    );
    expect(started.status, await started.clone().text()).toBe(200);
    return ((await started.json()) as { client_secret: string }).client_secret;
  }

  it('card: a confirmation killed before its fulfilment commits keeps nothing, and confirming again pays once', async () => {
    const since = await databaseNow();
    let server = await deployment.startServer(JOBS);
    const client = await signInDemoClient(server.origin);
    const clientSecret = await startPayment(server.origin, client, 'card');
    const confirm = (origin: string) =>
      fetch(
        `${origin}/api/payments/sandbox/confirm/`,
        jsonRequest(
          {
            client_secret: clientSecret,
            method: 'card',
            card: { number: SANDBOX_CARDS.succeeds, expiry: '12 / 34', cvc: '123' },
          },
          client.auth,
        ),
      );
    const order = await newestOrder(client);
    const release = await lockOrder(order.id);
    const cut = confirm(server.origin).then(
      (answer) => `answered ${answer.status}`,
      () => 'no answer',
    );
    await serverWaitsOnLock();
    await server.kill();
    expect(await cut).toBe('no answer');
    await release();
    expect(await newestOrder(client)).toMatchObject({ status: 'pending', subscriptions: 0 });

    // Another server, as after a restart: the browser confirms again (as Stripe.js would), and it pays once.
    server = await deployment.startServer(JOBS);
    const again = await confirm(server.origin);
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'succeeded' });
    expect(await newestOrder(client)).toMatchObject({ status: 'paid', subscriptions: 1 });
    const [events] = await deployment.sql<{ count: number }[]>`
      select count(*)::int as count from payment_events where type = 'succeeded' and created_at >= ${since}`;
    expect(events!.count).toBe(1);
    await server.stop();
  });

  it('bank transfer: the bank’s settlement killed mid-way runs again once its claim runs out, and pays once', async () => {
    const env = { ...JOBS, SANDBOX_BANK_SETTLE_SECONDS: String(BANK_SETTLES_AFTER_SECONDS) };
    let server = await deployment.startServer(env);
    const client = await signInDemoClient(server.origin);
    const clientSecret = await startPayment(server.origin, client, 'us_bank_account');
    const confirmed = await fetch(
      `${server.origin}/api/payments/sandbox/confirm/`,
      jsonRequest(
        { client_secret: clientSecret, method: 'us_bank_account', account_holder_name: 'Ana Souza' },
        client.auth,
      ),
    );
    expect(await confirmed.json()).toMatchObject({ status: 'processing' });
    const order = await newestOrder(client);
    const release = await lockOrder(order.id);
    await serverWaitsOnLock();
    // Done, a job keeps its name and key, not its payload.
    const settleJob = async () =>
      (
        await deployment.sql<{ status: string; attempts: number }[]>`
          select status, attempts from jobs where unique_key = ${`sandbox-settle:${order.id}`}`
      )[0];
    // The settlement is in hand: claimed, its transaction under way.
    expect(await settleJob()).toMatchObject({ status: 'running', attempts: 1 });
    await server.kill();
    await release();
    expect(await newestOrder(client)).toMatchObject({ status: 'processing', subscriptions: 0 });

    server = await deployment.startServer(env);
    await expect.poll(async () => (await newestOrder(client)).status, { timeout: 20_000 }).toBe('paid');
    expect(await newestOrder(client)).toMatchObject({ subscriptions: 1 });
    expect(await settleJob()).toMatchObject({ status: 'done', attempts: 2 });
    // One receipt, sent by the server that fulfilled it.
    const outbox = path.join(deployment.dataDir, 'outbox');
    await expect
      .poll(async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
        const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
        return texts.filter((text) => mailHeader(text, 'Subject') === RECEIPT_SUBJECT(order.number)).length;
      })
      .toBe(1);
    await server.stop();
  });

  it('a mail killed mid-send is sent again once its claim runs out, as the same message', async () => {
    const smtp = await startSmtpListener({ hold: true });
    const since = await databaseNow();
    try {
      let server = await deployment.startServer({ ...JOBS, SMTP_URL: smtp.url });
      const sent = await fetch(`${server.origin}/api/inquiries/`, jsonRequest(VISITOR_INQUIRY));
      expect(sent.status, await sent.clone().text()).toBe(201);
      // The message has come in whole; the server waits for the mail server's answer.
      await smtp.holding;
      await server.kill();
      // The mail server took it all the same (the answer was lost with the connection: RFC 5321's duplicate case).
      smtp.release();
      await expect.poll(() => smtp.received.length).toBe(1);

      server = await deployment.startServer({ ...JOBS, SMTP_URL: smtp.url });
      const mailJobs = async () =>
        deployment.sql<{ id: string; status: string; attempts: number }[]>`
          select id, status, attempts from jobs where name = 'mail.send' and created_at >= ${since}`;
      await expect
        .poll(async () => (await mailJobs()).every((job) => job.status === 'done'), { timeout: 20_000 })
        .toBe(true);
      const jobs = await mailJobs();
      expect(jobs.some((job) => job.attempts === 2)).toBe(true);
      // Every job's mail is one message, however often it was sent: one Message-ID a job.
      const ids = smtp.received.map((mail) => mailHeader(mail.raw, 'Message-ID'));
      expect(new Set(ids).size).toBe(jobs.length);
      expect(ids.length).toBe(jobs.length + 1);
      await server.stop();
    } finally {
      await smtp.close();
    }
  });
});
