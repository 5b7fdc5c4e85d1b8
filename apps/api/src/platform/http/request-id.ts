import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header every answer carries its request's id in, and the field a fault's answer names it in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id (Fastify's `genReqId`): 11 random base64url characters, short enough for a person to read out to
 * support, unique enough to find one request in the logs. Always the server's own: a caller's X-Request-Id is not
 * taken, so an id in the logs is never one a client chose.
 */
export function newRequestId(): string {
  return randomBytes(8).toString('base64url');
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running, if any: what every log line of that work carries (log.ts). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/**
 * Runs each request's hooks and handler in a scope holding its id, so that the services' log lines (which do not
 * receive the request) carry it too; and answers every API call with its id in X-Request-Id. The site's pages,
 * scripts and images go without it: their bytes count against the pages' script budget, and a fault's answer
 * names its id in its body wherever it is asked.
 */
export const requestIds = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) void reply.header(REQUEST_ID_HEADER, request.id);
    requestScope.run({ requestId: request.id }, done);
  });
});
