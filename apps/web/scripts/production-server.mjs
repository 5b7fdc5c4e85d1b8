// What the build scripts (prerender, script budget, lighthouse) share: the built server on a fresh data directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  for (let attempt = 0; attempt < 120; attempt += 1) {
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
