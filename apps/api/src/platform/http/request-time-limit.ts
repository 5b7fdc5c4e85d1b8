import type { FastifyInstance } from 'fastify';

/**
 * How long an API call may take, from its arrival to its answer, before it is answered 503 with the service's
 * "briefly unavailable" message (error-handler.ts): while the database is out of reach a call must not hang, and
 * Fastify's `handlerTimeout` bounds it whatever it waits on. No ordinary call comes near it.
 */
export const REQUEST_TIME_LIMIT_MS = 4_000;

/** An upload's limit: its body arrives within the same clock, at the sender's speed. */
export const UPLOAD_TIME_LIMIT_MS = 120_000;

/**
 * Gives every API route registered from here on `limitMs`, unless it names its own (uploads). Pages and their files
 * have none: a static file is streamed, and a slow connection must be able to finish it.
 */
export function limitRequestTime(app: FastifyInstance, limitMs: number): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.handlerTimeout ??= limitMs;
  });
}
