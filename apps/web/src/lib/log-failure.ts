/**
 * SPEC §8: library, bookmark and report-file failures are only logged, never shown. One place for it, so the
 * console stays the single sink and the lint rule against stray console calls keeps its meaning elsewhere.
 */
export function logFailure(what: string, error: unknown): void {
  // eslint-disable-next-line no-console -- logging is the specified behaviour here
  console.error(`${what} failed:`, error);
}
