import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsNotice } from '../../src/demo/demo-accounts.js';
import { refuseDemoContent } from '../../src/demo/demo-content-check.js';
import { seedAccounts, type SeedAccounts } from '../../src/demo/seed.js';
import { loadServerConfig } from '../../src/env.js';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import { openPglite, wrapPglite, type Database, type Db } from '../../src/platform/database/database.js';
import { users } from '../../src/platform/database/schema.js';

/** A production environment the server accepts: every variable production asks for, none of the demo's values. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'a-long-admin-secret',
  PAYMENTS_PROVIDER: 'sandbox',
  PUBLIC_URL: 'https://www.softline.example',
  DATABASE_URL: 'postgres://firm@db.internal:5432/firm',
  JWT_SECRET: 'x'.repeat(32),
};

describe('a production start refuses what only a development machine may use (issue 14, point 8)', () => {
  it('accepts a production environment with its own passwords, secret, origin and payments', () => {
    const config = loadServerConfig(PRODUCTION);
    expect(config.seed.admin.password).toBe('a-long-admin-secret');
    expect(config.seed.demoClient).toBeNull();
    expect(config.env.PUBLIC_URL).toBe('https://www.softline.example');
  });

  it.each([
    [
      'no admin password',
      { ADMIN_PASSWORD: undefined },
      /ADMIN_PASSWORD: ADMIN_PASSWORD is required in production: set it/,
    ],
    [
      'the demo admin password',
      { ADMIN_PASSWORD: 'Admin#2025demo' },
      /ADMIN_PASSWORD: ADMIN_PASSWORD is the demo password from the README: set ADMIN_PASSWORD to a password of your own/,
    ],
    [
      'the demo client password',
      { DEMO_CLIENT_PASSWORD: 'Client#2025demo' },
      /DEMO_CLIENT_PASSWORD: DEMO_CLIENT_PASSWORD is the demo password from the README: set DEMO_CLIENT_PASSWORD/,
    ],
    [
      'the demo content',
      { SEED_DEMO: 'true' },
      /SEED_DEMO: SEED_DEMO=true seeds the demo client.*set SEED_DEMO=false/,
    ],
    [
      'a secret generated into one data directory on a shared database',
      { JWT_SECRET: undefined },
      /JWT_SECRET: JWT_SECRET is required in production with DATABASE_URL/,
    ],
    [
      'the sandbox without saying so',
      { PAYMENTS_PROVIDER: undefined },
      /PAYMENTS_PROVIDER: In production set the Stripe keys, or PAYMENTS_PROVIDER=sandbox/,
    ],
    [
      'no public origin (links would name whatever Host a request carries)',
      { PUBLIC_URL: undefined },
      /PUBLIC_URL: PUBLIC_URL is required in production: set it to the site's public origin/,
    ],
  ])('refuses %s, naming the variable to set', (_case, change, message) => {
    expect(() => loadServerConfig({ ...PRODUCTION, ...change })).toThrow(message);
  });

  it('names every refusal at once', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /ADMIN_PASSWORD[\s\S]*SEED_DEMO[\s\S]*PUBLIC_URL/,
    );
  });
});

describe('a development start says it runs with the demo accounts', () => {
  it('names the accounts that sign in with the README passwords, by email only', () => {
    const notice = demoAccountsNotice(loadServerConfig({}).seed);
    expect(notice).toBe(
      'Running with demo accounts, whose passwords are listed in README.md (Demo accounts): ' +
        'admin@softline.example, client@softline.example, editor@softline.example, finance@softline.example, ' +
        'analyst@softline.example. ' +
        'Set ADMIN_PASSWORD and DEMO_CLIENT_PASSWORD before the first start to choose your own.',
    );
    expect(notice).not.toMatch(
      /Admin#2025demo|Client#2025demo|Editor#2025demo|Finance#2025demo|Analyst#2025demo/,
    );
  });

  it('names only the accounts still on a demo password, and is silent when none is', () => {
    expect(demoAccountsNotice(loadServerConfig({ ADMIN_PASSWORD: 'my-own-admin-password' }).seed)).toMatch(
      /\(Demo accounts\): client@softline\.example, editor@softline\.example, finance@softline\.example, analyst@softline\.example\. Set/,
    );
    expect(demoAccountsNotice(loadServerConfig({ SEED_DEMO: 'false' }).seed)).toMatch(
      /\(Demo accounts\): admin@softline\.example\. Set/,
    );
    expect(
      demoAccountsNotice(
        loadServerConfig({
          ADMIN_PASSWORD: 'my-own-admin-password',
          DEMO_CLIENT_PASSWORD: 'my-own-client-password',
          SEED_DEMO: 'false',
        }).seed,
      ),
    ).toBeNull();
    expect(demoAccountsNotice(loadServerConfig(PRODUCTION).seed)).toBeNull();
  });
});

describe('a production start refuses a database seeded in development', () => {
  let migrated: PGlite;
  let opened: Database[] = [];
  beforeAll(async () => {
    migrated = await PGlite.create();
    await wrapPglite(migrated).migrate();
  });
  afterEach(async () => {
    await Promise.all(opened.map((database) => database.close()));
    opened = [];
  });
  afterAll(async () => {
    await migrated.close();
  });

  /** A migrated database whose first start seeded these accounts. */
  async function seededWith(accounts: SeedAccounts): Promise<Db> {
    // clone() is typed as the interface, but answers a full PGlite instance.
    const database = wrapPglite((await migrated.clone()) as PGlite);
    opened.push(database);
    await seedAccounts(database.db, accounts);
    return database.db;
  }

  const { env } = loadServerConfig(PRODUCTION);
  const emails = { admin: env.ADMIN_EMAIL, demoClient: env.DEMO_CLIENT_EMAIL };
  /** What a first `pnpm start` seeds: the demo organisation, and both accounts with the README's passwords. */
  const developmentSeed = loadServerConfig({}).seed;

  /** The refusal's message; none when the start may go on. */
  const refusalOf = (db: Db) =>
    refuseDemoContent(db, emails).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('names each demo account and the demo organisation, and what to do, never a password', async () => {
    const refusal = await refusalOf(await seededWith(developmentSeed));

    expect(refusal).toMatch(/^Refusing to start in production on a database seeded for development:/);
    expect(refusal).toMatch(
      /- The admin admin@softline\.example \(ADMIN_EMAIL\) has the demo password from the README: give it a password of its own with Forgot Password on a start outside production/,
    );
    expect(refusal).toMatch(
      /- The client client@softline\.example \(DEMO_CLIENT_EMAIL\) has the demo password from the README: give it/,
    );
    expect(refusal).toMatch(
      /- The demo editor editor@softline\.example has the demo password from the README/,
    );
    expect(refusal).toMatch(
      /- The demo finance finance@softline\.example has the demo password from the README/,
    );
    expect(refusal).toMatch(
      /- The demo organisation Northwind Coffee Traders.*start production on a new, empty database/,
    );
    expect(refusal).not.toMatch(
      /Admin#2025demo|Client#2025demo|Editor#2025demo|Finance#2025demo|Analyst#2025demo/,
    );
  });

  it('still refuses once the environment names passwords of its own: seeding leaves stored ones alone', async () => {
    const db = await seededWith(developmentSeed);
    await seedAccounts(db, loadServerConfig(PRODUCTION).seed);

    expect(await refusalOf(db)).toMatch(
      /The admin admin@softline\.example \(ADMIN_EMAIL\) has the demo password/,
    );
  });

  it('refuses the demo organisation after both passwords were changed', async () => {
    const db = await seededWith(developmentSeed);
    await db.update(users).set({ passwordHash: await hashPassword('a-long-own-password') });

    const refusal = await refusalOf(db);
    expect(refusal).toMatch(/The demo organisation Northwind Coffee Traders/);
    expect(refusal).not.toMatch(/ADMIN_EMAIL|DEMO_CLIENT_EMAIL|demo editor|demo finance/);
  });

  it('refuses an admin on the demo password without the demo content, and accepts it with its own', async () => {
    const db = await seededWith({ ...developmentSeed, demoClient: null });
    expect(await refusalOf(db)).toMatch(/The admin admin@softline\.example \(ADMIN_EMAIL\)/);

    await db
      .update(users)
      .set({ passwordHash: await hashPassword('a-long-own-password') })
      .where(eq(users.email, 'admin@softline.example'));
    expect(await refusalOf(db)).toBeUndefined();
  });

  it('accepts the database a production start seeds', async () => {
    expect(await refusalOf(await seededWith(loadServerConfig(PRODUCTION).seed))).toBeUndefined();
  });
});

describe('the server in production on a database seeded in development', () => {
  const appRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

  /** Runs src/server.ts as `pnpm dev` does; answers how it ended, or that it listened (and was stopped). */
  function startServer(
    env: NodeJS.ProcessEnv,
  ): Promise<{ listened: boolean; code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--conditions=@firm/source', '--import', 'tsx', 'src/server.ts'], {
      cwd: appRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listened = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listened && output.includes('Server listening at')) {
        listened = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    return new Promise((resolve) => child.once('exit', (code) => resolve({ listened, code, output })));
  }

  it('refuses to start, and says what to do', async () => {
    const workDir = await mkdtemp(path.join(tmpdir(), 'firm-production-'));
    try {
      const dataDir = path.join(workDir, 'data');
      // What a first `pnpm start` in development leaves in DATA_DIR.
      const database = await openPglite(dataDir);
      await database.migrate();
      await seedAccounts(database.db, loadServerConfig({}).seed);
      await database.close();

      const { DATABASE_URL: _shared, JWT_SECRET: _secret, ...production } = PRODUCTION;
      const started = await startServer({
        PATH: process.env.PATH,
        ...production,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
      });

      expect(started.listened).toBe(false);
      expect(started.code).not.toBe(0);
      expect(started.output).toMatch(/Refusing to start in production on a database seeded for development/);
      expect(started.output).toMatch(
        /The admin admin@softline\.example \(ADMIN_EMAIL\) has the demo password/,
      );
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});
