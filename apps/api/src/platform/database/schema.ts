/**
 * The database schema, one file per owning area (issue 40, docs/decisions/032): each table is written by its owner's
 * repository only. Drizzle reads every file through this one (drizzle.config.ts), and the database types come from it.
 */
export * from './schema/accounts.js';
export * from './schema/catalogue.js';
export * from './schema/inquiries.js';
export * from './schema/reports.js';
export * from './schema/team.js';
export * from './schema/billing.js';
export * from './schema/commerce.js';
export * from './schema/activity.js';
export * from './schema/alerts.js';
export * from './schema/consultations.js';
export * from './schema/courses.js';
export * from './schema/platform.js';
