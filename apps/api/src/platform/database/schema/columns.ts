import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made; the database's clock by default. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Postgres full-text search document; only ever written by the database (a generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Postgres full-text search query; only ever written by the database (a generated column). */
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
