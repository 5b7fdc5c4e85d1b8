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
export const UNSTORABLE_CHARACTER_MESSAGE =
  'The request holds a character that cannot be stored (U+0000, or half of a surrogate pair).';

/**
 * U+0000, which Postgres text cannot hold, and a lone surrogate, which JSON stored in Postgres cannot hold (in a
 * `u` pattern only an unpaired half is a code point of category Cs).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is one of the characters it looks for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/**
 * Whether a parsed query, body or path holds an unstorable character in any string, keys included. Walked with a
 * stack of its own: a body may nest deeper than the call stack goes.
 */
function holdsUnstorable(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * What every request must fit before a route reads it: an address of bounded length (else 414), and no character
 * that cannot be stored anywhere (else 400): handed to Postgres, it would fail the query as a server error.
 */
export const requestLimits = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > URL_LIMIT_CHARACTERS) {
      throw Object.assign(new Error(URL_TOO_LONG_MESSAGE), { statusCode: 414 });
    }
  });
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorable(request.params) || holdsUnstorable(request.query) || holdsUnstorable(request.body)) {
      throw new InvalidInputError(UNSTORABLE_CHARACTER_MESSAGE);
    }
  });
});
