import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { AUTOMATION_BROWSER_PATH, CHROMIUM_FLAGS } from './scripts/browsers.mjs';

// E2E_PORT lets two runs (two work trees) share one machine.
const port = Number(process.env.E2E_PORT ?? 4310);
/** A fresh data directory per run: the server migrates and seeds it like a first start. */
// Workers load this file again and inherit the environment: they reuse the directory the runner made.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'firm-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // The back office's longest journeys take 15–20 s alone on two cores, and near 30 s beside another worker.
  timeout: 60_000,
  // What the server answers (a search, a sign-in) can take seconds while the other worker's journey keeps both cores
  // busy: an assertion waits up to 10 s for it, not Playwright's 5.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: AUTOMATION_BROWSER_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile-only/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    // The production build, served as `pnpm start` serves it (`pnpm test:e2e` builds first).
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in one minute is what a test run is; the limit itself is tested in the API.
      LOGIN_RATE_LIMIT_MAX: '1000',
      INQUIRY_RATE_LIMIT_MAX: '1000',
      ACCOUNT_RATE_LIMIT_MAX: '1000',
      COUPON_RATE_LIMIT_MAX: '1000',
      SEARCH_RATE_LIMIT_MAX: '1000',
      VISITOR_SEARCH_RATE_LIMIT_MAX: '1000',
      ADDRESS_SEARCH_RATE_LIMIT_MAX: '1000',
      INVOICE_RATE_LIMIT_MAX: '1000',
      INVITATION_RATE_LIMIT_MAX: '1000',
      INVITATION_MAIL_RATE_LIMIT_MAX: '1000',
      // Mail leaves as soon as its change commits; the worker's poll is only the fallback, kept short here.
      JOBS_POLL_SECONDS: '1',
    },
  },
});
