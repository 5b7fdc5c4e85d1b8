import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import { toApiRequestError } from './error-answers.js';

/** The answer parsed with its domain schema; any failure (HTTP, network, shape) rejects as an ApiRequestError. */
export async function parse<Schema extends z.ZodType>(
  schema: Schema,
  request: ResponsePromise,
): Promise<z.output<Schema>> {
  try {
    return schema.parse(await request.json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

/** A file the API answers; any failure rejects as an ApiRequestError. */
export async function blobOf(request: ResponsePromise): Promise<Blob> {
  try {
    return await request.blob();
  } catch (error) {
    throw await toApiRequestError(error);
  }
}
