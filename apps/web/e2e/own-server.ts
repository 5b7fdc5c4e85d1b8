import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from './fixtures';

export interface OwnServer {
  origin: string;
  /** Asks the server to finish its work and stop, and waits until it has. */
  stop(): Promise<void>;
}

/**
 * A server of the test's own, as `pnpm start` runs it (the production build), on `dataDir` and `port`: for a
 * journey that must restart the server or move its clock (`clockStart`, CLOCK_START), which the suite's shared
 * server cannot. A first start on a new directory migrates and seeds it like any first start.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  clockStart?: string;
}): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['../api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      JOBS_POLL_SECONDS: '1',
      ...(options.clockStart ? { CLOCK_START: options.clockStart } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server stopped while starting (${child.exitCode})`);
        return fetch(`${origin}/api/health/`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { message: `the server on ${origin} to start`, timeout: 90_000 },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
