import type { FastifyInstance } from 'fastify';
import type { Database } from './database/database.js';
import type { JobQueue } from './jobs/queue.js';

export interface InstanceParts {
  app: FastifyInstance;
  jobs: JobQueue;
  database: Database;
  /** How long the requests and the job under way may take to finish (SHUTDOWN_TIMEOUT_SECONDS). */
  limitMs: number;
}

/**
 * Shuts an instance down without cutting work short (issue 39). In order: it stops taking connections and the job
 * worker takes no other job; every request under way finishes, its caller waiting or not, and the job in hand
 * finishes; then the app closes (and with it Redis), and only then the database, so nothing still at work meets a
 * closed pool. Whatever is still under way at `limitMs` is ended, and the log says what it was. Resolves with the
 * exit code: 0, or 1 when the limit ended something.
 */
export async function shutDown(
  { app, jobs, database, limitMs }: InstanceParts,
  signal: NodeJS.Signals,
): Promise<number> {
  const limitSeconds = limitMs / 1000;
  const drained = app.requestDrain.begin();
  // From here the worker claims nothing new: a job queued meanwhile waits for the next instance that runs.
  const stopped = jobs.stop();
  // Logged once the listening socket is closed: from here a new connection is refused.
  app.log.info(
    { signal, requestsUnderWay: app.requestDrain.underWay, jobInHand: jobs.inHand(), limitSeconds },
    'shutting down',
  );

  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    timer = setTimeout(() => resolve('limit'), limitMs);
  });
  const finished = (async () => {
    await drained;
    app.log.info(
      { jobInHand: jobs.inHand() },
      'requests finished; the job worker stops after the job in hand',
    );
    await stopped;
    await app.close();
    return 'finished' as const;
  })();
  const outcome = await Promise.race([finished, limit]);
  clearTimeout(timer);

  if (outcome === 'limit') {
    app.log.error(
      { limitSeconds, requestsUnderWay: app.requestDrain.underWay, jobInHand: jobs.inHand() },
      'shutdown limit reached: ending the requests and the job still under way',
    );
    // The job in hand is taken over by another instance once its claim is stale.
    app.server.closeAllConnections();
  }
  await database.close();
  return outcome === 'limit' ? 1 : 0;
}
