/**
 * Readers of URL search params for the route tree's `validateSearch`. The route tree is on every page's first
 * load, where zod would weigh more than the rest of a text page's script (docs/decisions/019), so these few rules
 * are plain functions. A value that is not allowed is dropped, never an error page: a link that was edited or is
 * out of date still opens its page. The router hands every value over as the text of the URL (parseSearch in
 * @firm/domain).
 */
type Reader<T> = (value: unknown) => T | undefined;

/** One of `values`. */
export function oneOf<T extends string>(values: readonly T[]): Reader<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** A whole number from `min` to `max`, written as digits. */
export function wholeNumber(min: number, max: number): Reader<number> {
  return (value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return typeof value === 'string' && value.trim() === ''
      ? undefined
      : Number.isInteger(number) && number >= min && number <= max
        ? number
        : undefined;
  };
}

/** Text that `accepts` takes, as `read` gives it back (the text itself unless told otherwise). */
export function text(
  accepts: (value: string) => boolean,
  read: (value: string) => string | undefined = (value) => value,
): Reader<string> {
  return (value) => (typeof value === 'string' && accepts(value) ? read(value) : undefined);
}

/** The page of a paged list (?page=2). */
export const page = wholeNumber(1, 100_000);

type Readers = Record<string, Reader<unknown>>;
export type SearchOf<R extends Readers> = { [K in keyof R]?: R[K] extends Reader<infer T> ? T : never };

/**
 * A route's `validateSearch`: each param read by its reader. One not allowed is answered undefined, not left out:
 * the router lays the answer over the URL's own params, so a key left out would keep what the URL said.
 */
export function searchParams<R extends Readers>(
  readers: R,
): (search: Record<string, unknown>) => SearchOf<R> {
  return (search) => {
    const read: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(readers)) read[key] = reader(search[key]);
    return read as SearchOf<R>;
  };
}
