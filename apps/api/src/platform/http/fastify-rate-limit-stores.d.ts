// The stores @fastify/rate-limit builds itself, taken from their files by rate-limit-store.ts.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  const LocalStore: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
