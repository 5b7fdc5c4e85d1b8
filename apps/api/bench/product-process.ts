import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/ports.js';
import { NODE_ARGS } from '../test/support/server-process.js';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ProductProcess {
  origin: string;
  process: ChildProcess;
}

/**
 * Starts src/server.ts with `env` (its PORT and HOST set here) on a free loopback port, as a deployment runs it, and
 * resolves once it answers the catalogue. Its log goes to this process's output; at LOG_LEVEL warn it writes no
 * line per request, so a benchmark measures the calls only (test/support/server-process.ts reads every line, which
 * a test needs and a load does not).
 */
export async function startProductProcess(
  env: NodeJS.ProcessEnv,
  { readyWithinMs }: { readyWithinMs: number },
): Promise<ProductProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/server.ts'], {
    cwd: appRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + readyWithinMs; ;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the api did not answer within ${readyWithinMs / 1000} s`);
    }
    const ready = await fetch(`${origin}/api/reports/report-types`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops it with SIGTERM and waits until it has exited (nothing to do if it has, or never started). */
export async function stopProductProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
