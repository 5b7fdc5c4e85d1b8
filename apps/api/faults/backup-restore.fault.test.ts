import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText } from '../test/support/report-fixtures.js';
import type { ServerProcess } from '../test/support/server-process.js';
import { cartCheckout, jsonRequest, signInDemoAdmin, signInDemoClient } from './support/demo-client.js';
import { startDeployment, type Deployment } from './support/deployment.js';
import { postgresPrograms } from './support/private-postgres.js';

/**
 * Issue 45, point 3: backups that restore. The README's commands (section "Backups") are run as written: for the
 * embedded default, the data directory copied while the server is stopped; for Postgres, `pg_dump` while it runs
 * and `pg_restore` into a new database, with the data directory's files copied beside it. A server started on the
 * restored copy serves the same library, orders and files.
 */

const run = promisify(execFile);
const programs = await postgresPrograms();
const skipReason = 'missing' in programs ? programs.missing : null;

/** What a deployment serves, as a client and the firm see it: compared before the backup and after the restore. */
async function servedState(origin: string) {
  const client = await signInDemoClient(origin);
  const billing = (await (
    await fetch(`${origin}/api/billing/overview/`, { headers: client.auth })
  ).json()) as { orders: unknown[]; subscriptions: unknown[] };
  const openable = client.library.data
    .flatMap((group) => group.reports)
    .filter((report) => client.library.report_access.includes(report.report_type))
    .map((report) => report.id);
  // Every report the client may open, downloaded: each answer's status, type and size.
  const downloads: string[] = [];
  for (const id of openable) {
    const link = await fetch(
      `${origin}/api/reports/generate-presigned-url/`,
      jsonRequest({ id, operation: 'download' }, client.auth),
    );
    expect(link.status, await link.clone().text()).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const file = await fetch(url.replace(/^https?:\/\/[^/]+/, origin));
    downloads.push(
      `${id}: ${file.status} ${file.headers.get('content-type')} ${(await file.arrayBuffer()).byteLength}`,
    );
  }
  expect(billing.orders.length).toBeGreaterThan(0);
  return { library: client.library, orders: billing.orders, subscriptions: billing.subscriptions, downloads };
}

/** Changes the demo content as a day's work would: a report uploaded (a new file) and an order paid by card. */
async function aDaysWork(origin: string) {
  const client = await signInDemoClient(origin);
  const admin = await signInDemoAdmin(origin);
  const typeId = client.library.report_access[0]!;
  const uploaded = await fetch(
    `${origin}/api/admin/reports/?type=${typeId}&file_name=${encodeURIComponent('2026-12-04 Before the backup.pdf')}`,
    {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/pdf' },
      body: await pdfWithText('Before the backup: certified stocks, the spread and the weather.'),
    },
  );
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const checkout = await cartCheckout(origin, client, client.typeNotHeld, 'card');
  const started = await fetch(
    `${origin}/api/reports/bank/payments/checkout/`,
    jsonRequest(checkout, client.auth),
  );
  const { client_secret: clientSecret } = (await started.json()) as { client_secret: string };
  const paid = await fetch(
    `${origin}/api/payments/sandbox/confirm/`,
    jsonRequest(
      {
        client_secret: clientSecret,
        method: 'card',
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      },
      client.auth,
    ),
  );
  expect(await paid.json()).toMatchObject({ status: 'succeeded' });
}

describe.skipIf(skipReason)(`backups that restore${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let deployment: Deployment;
  let work: string;

  beforeAll(async () => {
    if ('missing' in programs) return;
    deployment = await startDeployment(programs.bindir);
    work = await mkdtemp(path.join(tmpdir(), 'firm-backup-'));
  }, 180_000);

  afterAll(async () => {
    await deployment?.remove();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('Postgres: pg_dump while it serves, pg_restore into a new database, the data directory beside it', async () => {
    let server: ServerProcess = await deployment.startServer();
    await aDaysWork(server.origin);
    const before = await servedState(server.origin);

    // The README's commands: the dump first, then the files (a report's file is stored before its row).
    const dump = path.join(work, 'firm.dump');
    const url = deployment.database.urlOf('faults');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, url]);
    const copied = path.join(work, 'postgres-data');
    await cp(deployment.dataDir, copied, { recursive: true });
    await server.stop();

    const admin = postgres(deployment.database.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database restored');
    await admin.end();
    const restoredUrl = deployment.database.urlOf('restored');
    await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump]);

    server = await deployment.startServer({ DATABASE_URL: restoredUrl, DATA_DIR: copied });
    expect(await servedState(server.origin)).toEqual(before);
    await server.stop();
  });

  it('the embedded default: the data directory copied while the server is stopped', async () => {
    const original = path.join(work, 'embedded');
    const embedded = { DATABASE_URL: undefined, DATA_DIR: original };
    let server = await deployment.startServer(embedded);
    await aDaysWork(server.origin);
    const before = await servedState(server.origin);
    await server.stop();

    // The README's commands: an archive of the stopped server's data directory, unpacked elsewhere.
    const archive = path.join(work, 'firm-data.tar.gz');
    await run('tar', ['-czf', archive, '-C', original, '.']);
    const restored = path.join(work, 'embedded-restored');
    await mkdir(restored);
    await run('tar', ['-xzf', archive, '-C', restored]);

    server = await deployment.startServer({ ...embedded, DATA_DIR: restored });
    expect(await servedState(server.origin)).toEqual(before);
    await server.stop();
  });
});
