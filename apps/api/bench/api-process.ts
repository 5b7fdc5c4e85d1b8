import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import {
  isChildMessage,
  type BenchConfig,
  type ChildMessage,
  type Dataset,
  type Leg,
  type ReadyMessage,
} from './protocol.js';

/**
 * The runner's handle on the api process of one leg (serve.ts): forks it, waits until its archive is built and
 * it listens, asks it for its memory, and closes it. Should the process die without cleaning up, the Postgres
 * database it made is dropped from here.
 */

export interface ApiProcess {
  pid: number;
  ready: ReadyMessage;
  /** http://127.0.0.1:<port> */
  origin: string;
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  /** Asks the process to remove its database and exit; kills it if it has not in 30 s. Safe to call twice. */
  close(): Promise<void>;
}

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** As the api's dev and cli scripts run (workspace packages from their TS sources), and with gc for serve.ts. */
const EXEC_ARGV = ['--conditions=@firm/source', '--import', 'tsx', '--expose-gc'];

export async function startApiProcess(
  leg: Leg,
  config: BenchConfig,
  dataset: Dataset = 'archive',
): Promise<{ status: 'ready'; api: ApiProcess } | { status: 'skipped'; reason: string }> {
  const child = fork(SERVE, [leg, dataset], {
    execArgv: EXEC_ARGV,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Its log lines go to stderr with the runner's progress, so stdout holds the results alone.
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const pid = child.pid!;

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pending = new Map<number, (usage: NodeJS.MemoryUsage) => void>();
  let nextId = 1;
  let dead = false;
  void exited.then(() => {
    dead = true;
  });

  const first = new Promise<ChildMessage>((resolve, reject) => {
    child.on('message', (message: unknown) => {
      if (!isChildMessage(message)) return;
      if (message.type === 'memory') pending.get(message.id)?.(message.usage);
      else resolve(message);
    });
    void exited.then((code) =>
      reject(new Error(`the ${leg} api process exited (code ${code}) before it was ready`)),
    );
  });

  let closed: Promise<void> | undefined;
  async function close(): Promise<void> {
    closed ??= (async () => {
      if (!dead && child.connected) child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      if (leg === 'postgres' && code !== 0) await dropLeftover(config.databaseUrl, pid);
    })();
    return closed;
  }

  let message: ChildMessage;
  try {
    message = await first;
  } catch (error) {
    await close();
    throw error;
  }
  if (message.type === 'skipped') {
    await close();
    return { status: 'skipped', reason: message.reason };
  }
  if (message.type !== 'ready') {
    await close();
    throw new Error(
      `the ${leg} api process failed: ${message.type === 'error' ? message.message : message.type}`,
    );
  }

  return {
    status: 'ready',
    api: {
      pid,
      ready: message,
      origin: `http://127.0.0.1:${message.port}`,
      memoryUsage() {
        if (dead) return Promise.reject(new Error(`the ${leg} api process is gone`));
        const id = nextId++;
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no memory answer in 10 s')), 10_000);
          pending.set(id, (usage) => {
            clearTimeout(timer);
            pending.delete(id);
            resolve(usage);
          });
          child.send({ type: 'memory', id });
        });
      },
      close,
    },
  };
}

/** serve.ts drops its database itself; this is for when it could not (killed, crashed). */
async function dropLeftover(databaseUrl: string, pid: number): Promise<void> {
  const admin = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "firm_bench_${pid}" with (force)`);
  } catch (error) {
    process.stderr.write(`could not drop firm_bench_${pid}: ${String(error)}\n`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
