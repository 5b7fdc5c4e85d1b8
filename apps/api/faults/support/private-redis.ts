import { spawn, type ChildProcess } from 'node:child_process';
import { access } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from '../../test/support/ports.js';

/** A Redis server of the fault suite's own, which it kills as an outage would (never the machine's shared one). */
export interface PrivateRedis {
  readonly url: string;
  /** Kills it (SIGKILL), as a crash would; its counters are lost with it. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

/** Why the suite cannot start a Redis of its own, or null when it can. */
export async function redisServerMissing(): Promise<string | null> {
  try {
    await access(REDIS_SERVER);
    return null;
  } catch {
    return `no ${REDIS_SERVER} (Debian's redis-server package)`;
  }
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    // In memory only: nothing written to disk, nothing kept between starts.
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    // Ready once it answers: asked every 50 ms, for at most 10 s.
    for (let attempt = 1; ; attempt += 1) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch (error) {
        if (attempt >= 200) throw error;
        await delay(50);
      } finally {
        probe.disconnect();
      }
    }
  };
  await start();
  return {
    url,
    start,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
