import { describe, expect, it } from 'vitest';
import { demoAccountsNotice } from '../../src/demo/demo-accounts.js';
import { loadServerConfig } from '../../src/env.js';

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
        'admin@softline.example, client@softline.example. ' +
        'Set ADMIN_PASSWORD and DEMO_CLIENT_PASSWORD before the first start to choose your own.',
    );
    expect(notice).not.toMatch(/Admin#2025demo|Client#2025demo/);
  });

  it('names only the accounts still on a demo password, and is silent when none is', () => {
    expect(demoAccountsNotice(loadServerConfig({ ADMIN_PASSWORD: 'my-own-admin-password' }).seed)).toMatch(
      /\(Demo accounts\): client@softline\.example\. Set/,
    );
    expect(demoAccountsNotice(loadServerConfig({ SEED_DEMO: 'false' }).seed)).toMatch(
      /\(Demo accounts\): admin@softline\.example\. Set/,
    );
    expect(
      demoAccountsNotice(
        loadServerConfig({
          ADMIN_PASSWORD: 'my-own-admin-password',
          DEMO_CLIENT_PASSWORD: 'my-own-client-password',
        }).seed,
      ),
    ).toBeNull();
    expect(demoAccountsNotice(loadServerConfig(PRODUCTION).seed)).toBeNull();
  });
});
