/** Whether Postgres refused with `code`, whether the driver's error arrives as is or wrapped by Drizzle. */
function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Postgres' unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasPostgresCode(error, '23505');

/** Postgres' exclusion_violation: a row overlapping another that an exclusion constraint keeps apart. */
export const isExclusionViolation = (error: unknown): boolean => hasPostgresCode(error, '23P01');
