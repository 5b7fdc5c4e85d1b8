import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The largest request body the API reads. The largest real form, an inquiry with every field at its limit (about
 * 6,300 characters, the comments 5,000 of them), is under 40 KB even when a client escapes every character as
 * \uXXXX; anything much larger is no form of ours and is refused (413) before it is parsed.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The longest path and query string. The longest real query, an archive search at its limits with every character
 * percent-encoded, is under 4,000 characters.
 */
export const URL_LIMIT_CHARACTERS = 8 * 1024;

export const URL_TOO_LONG_MESSAGE = 'The address of the request is too long.';

/** Refuses an over-long address (414) before any route reads its query. */
export const requestLimits = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > URL_LIMIT_CHARACTERS) {
      throw Object.assign(new Error(URL_TOO_LONG_MESSAGE), { statusCode: 414 });
    }
  });
});
