import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { Log } from '../log.js';
import type { Redis } from '../redis.js';

/**
 * The plugin's own stores, which it builds from `redis` or without it. It exports neither, so they are loaded from
 * their files (the package has no exports map) and typed here by what the plugin's FastifyRateLimitStore says.
 */
const load = createRequire(import.meta.url);
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => FastifyRateLimitStore;
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Whether the shared counters answered last time: a change either way is logged once. */
interface Health {
  shared: boolean;
}

/**
 * Rate-limit counters in Redis, shared by every instance; while Redis cannot be reached (docs/decisions/038), each
 * instance counts in its own memory instead, so sign-in, one-time codes and invitations keep a limit (at most the
 * instances' count times the limit) and stay open, rather than refusing everyone or counting nothing.
 */
export function sharedCountersFallingBackToLocal(
  redis: Redis,
  nameSpace: string,
  log: Log,
): FastifyRateLimitStoreCtor {
  const health: Health = { shared: true };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            if (!health.shared) log.info({}, 'rate limits are counted in Redis again');
            health.shared = true;
            callback(null, result);
            return;
          }
          if (health.shared)
            log.warn({ err: error }, 'Redis is unreachable: rate limits are counted per instance');
          health.shared = false;
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  };
}
