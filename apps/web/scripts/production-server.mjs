// What the build scripts (prerender, script budget, lighthouse) share: the built server on a fresh data directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIES, sessionValuesOf } from '@firm/domain';

export const webRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverEntry = path.resolve(webRoot, '../api/dist/server.js');

/**
 * Starts the built API (which serves the built web app) on a loopback port with a fresh data directory, like a
 * first start, and resolves once it answers its health check.
 */
export async function startProductionServer(port) {
  if (!existsSync(serverEntry)) throw new Error('build the api first (pnpm build)');
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firm-server-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 3 minutes: a first start migrates and seeds a fresh database, which took over 2 on two busy cores.
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not answer on ${origin}`);
}

/** The demo client of a first start (README: demo accounts). */
const DEMO_CLIENT = { email: 'client@softline.example', password: 'Client#2025demo' };

/**
 * The demo client signed in through the API: its SPEC §3 session cookies, as a browser context stores them for
 * `origin` (the app reads the session from document.cookie, so a request header would not do).
 */
export async function demoClientCookies(origin) {
  const response = await fetch(`${origin}/api/accounts/clientlogin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  if (!response.ok) throw new Error(`the demo client could not sign in (${response.status})`);
  const { data } = await response.json();
  return Object.entries(sessionValuesOf(data)).map(([key, value]) => ({
    name: SESSION_COOKIES[key].name,
    value: encodeURIComponent(String(value)),
    url: origin,
  }));
}
