import { fieldErrors } from '@firm/domain';
import type { z } from 'zod';
import { InvalidInputError } from '../errors.js';

/**
 * Parses a body or query with a domain schema. A bad one is refused with 400, the first rule's message, and every
 * field's messages, before anything is read or written.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'The request is not valid.';
  throw new InvalidInputError(message, fieldErrors(result.error));
}
