import cluster from 'node:cluster';
import { loadServerConfig } from './env.js';
import { startInstance } from './instance.js';
import { createLogger } from './platform/log.js';
import { superviseWorkers } from './platform/workers.js';

// The only file that listens (DESIGN §2): one instance, or with WEB_CONCURRENCY > 1 (Postgres and Redis only) a
// primary that keeps that many instances running on the one port.
const config = loadServerConfig();

if (cluster.isPrimary && config.env.WEB_CONCURRENCY > 1) {
  const workers = superviseWorkers(config.env.WEB_CONCURRENCY, createLogger(config.env.LOG_LEVEL));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      () => void workers.stop(signal).then((clean) => process.exit(clean ? (process.exitCode ?? 0) : 1)),
    );
  }
} else {
  await startInstance(config);
}
