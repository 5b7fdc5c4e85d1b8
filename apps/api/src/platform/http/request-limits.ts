import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidInputError } from '../errors.js';

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
export const NUL_CHARACTER_MESSAGE = 'The request holds a character that is not allowed (U+0000).';

/**
 * Whether a parsed query, body or path holds U+0000 in any string, keys included. Walked with a stack of its own:
 * a body may nest deeper than the call stack goes.
 */
function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * What every request must fit before a route reads it: an address of bounded length (else 414), and no U+0000
 * anywhere (else 400), since Postgres text cannot hold it and would fail the query as a server error.
 */
export const requestLimits = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > URL_LIMIT_CHARACTERS) {
      throw Object.assign(new Error(URL_TOO_LONG_MESSAGE), { statusCode: 414 });
    }
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new InvalidInputError(NUL_CHARACTER_MESSAGE);
    }
  });
});
