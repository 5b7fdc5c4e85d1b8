import { fieldErrors, MAX_INTEGER_ID } from '@firm/domain';
import { z } from 'zod';
import { InvalidInputError, NotFoundError } from '../errors.js';

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

/** A row id in a path: the digits of a positive integer a Postgres `integer` column holds. */
export const PathIntegerIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_INTEGER_ID);

/** A uuid in a path. */
export const PathUuidSchema = z.uuid();

/**
 * Parses a value from the path with its schema, in the route, so services take ids and numbers as they are. Anything
 * else names nothing: it is answered 404 with `notFound`, as an unknown one is, so ids cannot be probed.
 */
export function parsePathParam<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  notFound: string,
): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new NotFoundError(notFound);
  return result.data;
}
