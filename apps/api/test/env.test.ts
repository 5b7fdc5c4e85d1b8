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
      PUBLIC_URL: 'https://www.softline.example',
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

  it('starts the clock at CLOCK_START for demos and tests, never in production (issue 42)', () => {
    expect(loadServerConfig({ CLOCK_START: '2027-03-22T07:00:00Z' }).env.CLOCK_START).toBe(
      '2027-03-22T07:00:00Z',
    );
    expect(() => loadServerConfig({ CLOCK_START: 'next Monday' })).toThrow(
      /CLOCK_START must be an ISO date and time/,
    );
    expect(() =>
      loadServerConfig({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-long-secret',
        PAYMENTS_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://www.softline.example',
        CLOCK_START: '2027-03-22T07:00:00Z',
      }),
    ).toThrow(/CLOCK_START moves the clock for demos and tests: leave it unset in production\./);
  });

  it('takes no real-looking payments in production without Stripe unless told to use the sandbox', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret' })).toThrow(
      /PAYMENTS_PROVIDER=sandbox/,
    );
  });

  it('keeps 14 days of grace unless SUBSCRIPTION_GRACE_DAYS says 0 to 90; anything else stops the start (issue 17)', () => {
    expect(loadServerConfig({}).billing).toEqual({ graceDays: 14, linkOrigin: 'http://localhost:3000' });
    expect(
      loadServerConfig({ SUBSCRIPTION_GRACE_DAYS: '0', PUBLIC_URL: 'https://www.example.com/x' }).billing,
    ).toEqual({ graceDays: 0, linkOrigin: 'https://www.example.com' });
    expect(loadServerConfig({ SUBSCRIPTION_GRACE_DAYS: '90' }).billing.graceDays).toBe(90);
    for (const bad of ['91', '-1', '2.5', 'two weeks'])
      expect(() => loadServerConfig({ SUBSCRIPTION_GRACE_DAYS: bad }), bad).toThrow(
        /SUBSCRIPTION_GRACE_DAYS: SUBSCRIPTION_GRACE_DAYS must be a whole number of days from 0 to 90\./,
      );
  });

  it('lets a shutdown wait 25 seconds for the work under way unless SHUTDOWN_TIMEOUT_SECONDS says 1 to 600 (issue 39)', () => {
    expect(loadServerConfig({}).env.SHUTDOWN_TIMEOUT_SECONDS).toBe(25);
    expect(loadServerConfig({ SHUTDOWN_TIMEOUT_SECONDS: '600' }).env.SHUTDOWN_TIMEOUT_SECONDS).toBe(600);
    for (const bad of ['0', '601', '2.5', 'soon'])
      expect(() => loadServerConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_TIMEOUT_SECONDS: SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600\./,
      );
  });

  it('serves metrics only with a METRICS_TOKEN of 24 characters or more (issue 45)', () => {
    expect(loadServerConfig({}).env.METRICS_TOKEN).toBeUndefined();
    const token = 'a-scraper-token-of-enough-length';
    expect(loadServerConfig({ METRICS_TOKEN: token }).env.METRICS_TOKEN).toBe(token);
    expect(() => loadServerConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 24 characters\./,
    );
  });

  it('keeps files on disk and rate limits in memory unless S3 and Redis are configured', () => {
    const config = loadServerConfig({});
    expect(config.s3).toBeNull();
    expect(config.redis).toBeNull();
  });

  it('shares rate-limit counters through REDIS_URL under a key prefix', () => {
    expect(loadServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'firm:',
    });
    expect(
      loadServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'staging:' }).redis,
    ).toEqual({ url: 'redis://127.0.0.1:6379/2', keyPrefix: 'staging:' });
    expect(() => loadServerConfig({ REDIS_URL: 'localhost' })).toThrow(/REDIS_URL/);
  });

  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'reports',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  };

  it('keeps files in S3 when all five S3 variables are set', () => {
    expect(loadServerConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'reports',
      region: 'eu-central-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret-key',
    });
  });

  it('refuses a partial S3 configuration, naming what is missing', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadServerConfig(partial)).toThrow(/missing: S3_BUCKET, S3_SECRET_ACCESS_KEY\./);
    expect(() => loadServerConfig({ S3_ENDPOINT: s3.S3_ENDPOINT })).toThrow(
      /missing: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\./,
    );
  });

  it('requires JWT_SECRET in production on a shared database, so every instance signs alike', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a-long-secret',
      PAYMENTS_PROVIDER: 'sandbox',
      PUBLIC_URL: 'https://www.softline.example',
      DATABASE_URL: 'postgres://firm@db.internal:5432/firm',
    };
    expect(() => loadServerConfig(production)).toThrow(
      /JWT_SECRET: JWT_SECRET is required in production with DATABASE_URL/,
    );
    const secret = 'x'.repeat(32);
    expect(loadServerConfig({ ...production, JWT_SECRET: secret }).env.JWT_SECRET).toBe(secret);
    // Development on Postgres, and production on the embedded PGlite, may still keep a generated secret.
    expect(() => loadServerConfig({ DATABASE_URL: production.DATABASE_URL })).not.toThrow();
    const { DATABASE_URL: _url, ...embedded } = production;
    expect(() => loadServerConfig(embedded)).not.toThrow();
  });

  it('runs one process unless WEB_CONCURRENCY asks for more, which needs Postgres and Redis (issue 18)', () => {
    expect(loadServerConfig({}).env.WEB_CONCURRENCY).toBe(1);
    const shared = {
      DATABASE_URL: 'postgres://firm@db.internal:5432/firm',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    expect(loadServerConfig({ ...shared, WEB_CONCURRENCY: '2' }).env.WEB_CONCURRENCY).toBe(2);
    expect(() => loadServerConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    );
    expect(() => loadServerConfig({ DATABASE_URL: shared.DATABASE_URL, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs REDIS_URL/,
    );
    for (const bad of ['0', 'two', '1.5', '65']) {
      expect(() => loadServerConfig({ ...shared, WEB_CONCURRENCY: bad })).toThrow(
        /WEB_CONCURRENCY must be a whole number of processes from 1 to 64/,
      );
    }
  });

  it('believes X-Forwarded-For only from the proxies it names', () => {
    expect(loadServerConfig({}).env.TRUST_PROXY).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).env.TRUST_PROXY).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).env.TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(loadServerConfig({ TRUST_PROXY: 'loopback' }).env.TRUST_PROXY).toEqual(['loopback']);
  });

  it("refuses TRUST_PROXY=true and hop counts, which believe a client's own header, saying what to set", () => {
    expect(() => loadServerConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true believes any client's X-Forwarded-For: set TRUST_PROXY to the addresses of the proxies/,
    );
    expect(() => loadServerConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY=1 \(a number of proxies\) believes a client that connects directly: set TRUST_PROXY to the addresses/,
    );
    expect(() => loadServerConfig({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(
      /TRUST_PROXY takes addresses, CIDR ranges, loopback, linklocal or uniquelocal; not one: proxy\.internal\./,
    );
  });

  it('lets absolute links name localhost and 127.0.0.1 on PORT, or the hosts in ALLOWED_HOSTS', () => {
    expect(loadServerConfig({ PORT: '4310' }).allowedHosts).toEqual(['localhost:4310', '127.0.0.1:4310']);
    expect(
      loadServerConfig({ ALLOWED_HOSTS: 'www.Softline.example, softline.example:8443' }).allowedHosts,
    ).toEqual(['www.softline.example', 'softline.example:8443']);
    expect(() => loadServerConfig({ ALLOWED_HOSTS: 'https://softline.example/' })).toThrow(
      /ALLOWED_HOSTS takes host names with an optional port.*not a host: https:\/\/softline\.example\//,
    );
    expect(() => loadServerConfig({ ALLOWED_HOSTS: ' , ' })).toThrow(/ALLOWED_HOSTS takes host names/);
    expect(() => loadServerConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      /PUBLIC_URL must be an http\(s\) URL/,
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
