import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamp column rounded up to the millisecond, read as a Date. Postgres keeps microseconds, a Date and the
 * injected clock milliseconds: `ts > now` in SQL holds exactly when the rounded-up value is later than `now` in
 * JavaScript, so times compared in memory (a cached value's validity) agree with the same comparison in a query.
 */
export function millisecondCeiling<Column extends AnyColumn<{ data: Date }>>(column: Column): SQL<Date> {
  return sql`(date_trunc('milliseconds', ${column}) + case when ${column} > date_trunc('milliseconds', ${column}) then interval '1 millisecond' else interval '0' end)`.mapWith(
    column,
  );
}
