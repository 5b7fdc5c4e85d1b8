import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { seedReportTypes } from '../src/demo/seed.js';
import { systemClock } from '../src/platform/clock.js';
import { openDatabase } from '../src/platform/database/database.js';
import { createFileStore } from '../src/platform/files/file-store.js';
import { createLogger } from '../src/platform/log.js';
import { createMailer } from '../src/platform/mail/transport.js';
import { createServices } from '../src/services.js';

/**
 * `pnpm bench:alerts` (issue 42): one new report announced to every member seated on its type, 10,000 members in
 * 2,000 organisations by default (`--organisations`, `--members-each`), every mail handed over a pooled SMTP
 * connection to a local sink that only counts. A fresh database on BENCH_DATABASE_URL's Postgres server is seeded
 * with SQL, the report is uploaded as the back office does, and the job queue runs with `--workers` workers (one
 * by default) until the sink has every mail. Prints the times; fails only when a mail is missing or doubled.
 */

const { values: options } = parseArgs({
  options: {
    organisations: { type: 'string', default: '2000' },
    'members-each': { type: 'string', default: '5' },
    workers: { type: 'string', default: '1' },
    connections: { type: 'string', default: '5' },
  },
});
const organisations = Number(options.organisations);
const membersEach = Number(options['members-each']);
const workers = Number(options.workers);
const connections = Number(options.connections);
for (const [name, value] of Object.entries({ organisations, membersEach, workers, connections })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1.`);
}
const expected = organisations * membersEach;
const TYPE = 'Coffee Weekly Report';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const progress = (text: string) =>
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** An SMTP server that accepts every message and counts them by recipient. */
async function startSink() {
  const byRecipient = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          byRecipient.set(to.address, (byRecipient.get(to.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    byRecipient,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function reportPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(`Bench alert ${Date.now()}: arabica certified stocks fall again.`, {
    x: 50,
    y: 780,
    size: 11,
    font,
  });
  return document.save();
}

async function main() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `firm_bench_alerts_${process.pid}`;
  await admin.unsafe(`create database "${name}"`);
  const dir = await mkdtemp(path.join(tmpdir(), 'firm-bench-alerts-'));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
  const sink = await startSink();
  const jwtSecret = randomBytes(32).toString('hex');
  try {
    await database.migrate();
    const { db } = database;
    await seedReportTypes(db);
    progress(`seeding ${organisations} organisations of ${membersEach} seated members`);
    const seedStart = performance.now();
    await db.execute(sql`
      insert into tenants (name, status)
      select 'Bench Trading ' || lpad(n::text, 5, '0'), 'active' from generate_series(1, ${organisations}) n`);
    await db.execute(sql`
      insert into users (tenant_id, email, first_name, last_name, password_hash, user_type, role, status, created_at)
      select t.id, 'member' || m || '@' || replace(lower(t.name), ' ', '-') || '.bench', 'Member', m::text,
             'no-password', 'client', case when m = 1 then 'owner' else 'member' end::team_role, 'active',
             now() - (m || ' days')::interval
      from tenants t cross join generate_series(1, ${membersEach}) m
      where t.name like 'Bench Trading %'`);
    await db.execute(sql`
      insert into subscriptions (tenant_id, report_type_id, tier, starts_at, ends_at, paid_until, auto_renew, state)
      select t.id, rt.id, 'subscription_price_for_enterprise', now() - interval '30 days',
             now() + interval '335 days', now() + interval '335 days', true, 'active'
      from tenants t cross join report_types rt
      where t.name like 'Bench Trading %' and rt.name = ${TYPE}`);
    await db.execute(sql`
      insert into seat_assignments (subscription_id, user_id)
      select s.id, u.id from subscriptions s join users u on u.tenant_id = s.tenant_id`);
    await db.execute(sql`analyze`);
    progress(`seeded in ${seconds(performance.now() - seedStart)}`);

    const log = createLogger('warn');
    // Each worker is a process of its own in production: its own services, mail pool and queue on the database.
    const worker = () =>
      createServices({
        db,
        clock: systemClock,
        mailer: createMailer({
          from: 'Benchmark <bench@localhost>',
          smtpUrl: `smtp://127.0.0.1:${sink.port}/?pool=true&maxConnections=${connections}&maxMessages=Infinity`,
          outboxDir: path.join(dir, 'outbox'),
        }),
        files: createFileStore(path.join(dir, 'files')),
        payments: {},
        log,
        config: { jwtSecret, firmMailbox: 'bench@localhost', linkOrigin: 'https://www.softline.example' },
      });
    const services = worker();
    const others = Array.from({ length: workers - 1 }, worker);

    const typeId = (await services.reports.resolveReportType(TYPE)).id;
    const uploadStart = performance.now();
    await services.adminReports.upload(
      { id: null, email: 'bench:alerts' },
      { reportTypeId: typeId, fileName: 'bench alert.pdf', bytes: await reportPdf() },
    );
    const uploaded = performance.now();
    progress(`uploaded in ${seconds(uploaded - uploadStart)}; running the queue with ${workers} worker(s)`);

    // The announcement first (one job), then every mail.
    const announceStart = performance.now();
    await services.jobs.runDue();
    const drained = performance.now();
    while ([...sink.byRecipient.values()].reduce((sum, n) => sum + n, 0) < expected) {
      await Promise.all([services.jobs.runDue(), ...others.map((other) => other.jobs.runDue())]);
      if (performance.now() - drained > 30 * 60_000) break;
    }
    const done = performance.now();
    const sent = [...sink.byRecipient.values()].reduce((sum, n) => sum + n, 0);
    const doubled = [...sink.byRecipient.values()].filter((n) => n > 1).length;

    const rows = [
      [
        'members told',
        `${sink.byRecipient.size.toLocaleString('en-GB')} of ${expected.toLocaleString('en-GB')}`,
      ],
      ['mails handed to the sink', sent.toLocaleString('en-GB')],
      ['members mailed twice', String(doubled)],
      ['upload (read, store, announce queued)', seconds(uploaded - uploadStart)],
      ['announcement to last mail', seconds(done - announceStart)],
      ['mails per second', ((sent / (done - announceStart)) * 1000).toFixed(0)],
      ['workers, SMTP connections each', `${workers}, ${connections}`],
      ['machine', `${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)} at the end`],
    ];
    const width = Math.max(...rows.map(([label]) => label!.length));
    for (const [label, value] of rows) process.stdout.write(`${label!.padEnd(width)}  ${value}\n`);
    await Promise.all([services, ...others].map((one) => one.jobs.stop()));
    if (sink.byRecipient.size !== expected || doubled > 0) process.exitCode = 1;
  } finally {
    await sink.close();
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
