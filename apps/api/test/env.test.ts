import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invocationDir, loadServerConfig } from '../src/env.js';

describe('server configuration from the environment', () => {
  it('defaults to PGlite under ./data on port 3000 with the demo accounts', () => {
    const config = loadServerConfig({});
    expect(config.env.PORT).toBe(3000);
    expect(config.env.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.filesDir).toBe(path.resolve('./data/files'));
    expect(config.seed.admin.email).toBe('admin@softline.example');
    expect(config.seed.demoClient?.email).toBe('client@softline.example');
  });

  it('refuses to start in production without an admin password, and seeds no demo client there', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      /ADMIN_PASSWORD is required in production/,
    );
    const config = loadServerConfig({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a-long-secret',
      PAYMENTS_PROVIDER: 'sandbox',
    });
    expect(config.seed.demoClient).toBeNull();
  });

  it('takes payments with Stripe when all three keys are set, else with the sandbox (DESIGN §4)', () => {
    expect(loadServerConfig({}).payments).toEqual({ sandboxBankSettleMs: undefined });
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadServerConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadServerConfig({ ...keys, PAYMENTS_PROVIDER: 'sandbox' }).payments.stripe).toBeUndefined();
    expect(() => loadServerConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(loadServerConfig({ SANDBOX_BANK_SETTLE_SECONDS: '5' }).payments.sandboxBankSettleMs).toBe(5000);
  });

  it('takes no real-looking payments in production without Stripe unless told to use the sandbox', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret' })).toThrow(
      /PAYMENTS_PROVIDER=sandbox/,
    );
  });

  it('names every bad variable', () => {
    expect(() => loadServerConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('resolves command-line paths from where pnpm was called (INIT_CWD), else the working directory', () => {
    expect(invocationDir({ INIT_CWD: '/srv/reports' })).toBe(path.resolve('/srv/reports'));
    expect(invocationDir({})).toBe(process.cwd());
  });
});
