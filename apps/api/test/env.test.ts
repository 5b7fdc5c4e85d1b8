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
    const config = loadServerConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret' });
    expect(config.seed.demoClient).toBeNull();
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
