import cluster, { type Worker } from 'node:cluster';
import type { Log } from './log.js';

/** A worker that dies this soon after starting is failing to start, not crashing under load: stop restarting it. */
const STARTUP_WINDOW_MS = 10_000;

export interface WorkerSupervisor {
  /**
   * Asks every worker to finish its requests and exit; resolves when all have: true when every one exited 0, false
   * when one had to end work at its shutdown limit (or failed otherwise).
   */
  stop(signal: NodeJS.Signals): Promise<boolean>;
}

/**
 * The primary process of `WEB_CONCURRENCY` > 1: forks that many instances of the server (src/instance.ts), which
 * share the listening port (Node's cluster hands connections out in turn) and everything else through Postgres,
 * Redis and the file store. A worker that dies is replaced; one that dies while starting ends the server, so a
 * broken configuration is not restarted forever. The primary serves nothing itself.
 */
export function superviseWorkers(count: number, log: Log): WorkerSupervisor {
  let stopping = false;
  const startedAt = new Map<number, number>();

  function fork(): Worker {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  }

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? 0;
    startedAt.delete(worker.id);
    if (stopping) return;
    if (Date.now() - started < STARTUP_WINDOW_MS) {
      log.error(
        { worker: worker.process.pid, code, signal },
        'a worker failed while starting: stopping the server',
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'a worker died: starting another');
    fork();
  });

  for (let index = 0; index < count; index += 1) fork();
  log.info({ workers: count }, 'server workers started');

  return {
    stop(signal) {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
      return Promise.all(
        running.map(
          (worker) =>
            new Promise<boolean>((resolve) => {
              worker.once('exit', (code) => resolve(code === 0));
              worker.process.kill(signal);
            }),
        ),
      ).then((clean) => clean.every(Boolean));
    },
  };
}
