import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The requests an instance has taken, as it shuts down (issue 39). */
export interface RequestDrain {
  /**
   * Requests received whose answer is not yet on its way. A request whose caller hung up stays under way until its
   * handler is done: its work (a sign-in, a payment) runs on whether or not anyone waits for the answer.
   */
  readonly underWay: number;
  /**
   * Stops taking connections: the listening socket is closed when this returns. From then on every answer ends its
   * connection. Resolves once every connection has ended and no request is under way.
   */
  begin(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestDrain: RequestDrain;
  }
}

/**
 * Counts the requests under way, so that a shutdown closes the database only after the last of them. Fastify's own
 * close waits for connections, not requests: a handler whose caller left runs on after its connection is gone.
 * Registered before every other hook, so that every request is counted.
 */
export const requestDrain = fp(async (app: FastifyInstance) => {
  const counted = new WeakSet<FastifyRequest>();
  let underWay = 0;
  let draining = false;
  let whenNoneUnderWay: (() => void) | undefined;

  app.addHook('onRequest', async (request) => {
    counted.add(request);
    underWay += 1;
  });

  // onSend runs once a handler is done, also for a request whose caller hung up or whose body never came whole.
  app.addHook('onSend', async (request, reply, payload) => {
    // A client told so opens its next request on another connection (another instance), not on this one.
    if (draining) reply.header('connection', 'close');
    if (counted.delete(request)) {
      underWay -= 1;
      if (underWay === 0) whenNoneUnderWay?.();
    }
    return payload;
  });

  // An answer that began before the drain went out keep-alive: its connection ends with it instead of idling.
  app.addHook('onResponse', async (request) => {
    if (draining) request.raw.socket?.end();
  });

  app.decorate('requestDrain', {
    get underWay() {
      return underWay;
    },
    begin() {
      draining = true;
      // Node also closes the idle keep-alive connections here; the others end with their answer.
      const connectionsEnded = new Promise<void>((resolve) => app.server.close(() => resolve()));
      const requestsDone =
        underWay === 0 ? Promise.resolve() : new Promise<void>((resolve) => (whenNoneUnderWay = resolve));
      return Promise.all([connectionsEnded, requestsDone]).then(() => undefined);
    },
  } satisfies RequestDrain);
});
