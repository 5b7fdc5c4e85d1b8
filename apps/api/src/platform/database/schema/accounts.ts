import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** The accounts area's tables: organisations, people, their sessions, one-time codes and failed attempts. */

export const accountStatus = pgEnum('account_status', ['pending', 'active', 'disabled']);

/**
 * Who suspended a client user (issue 39, @firm/domain SUSPENSION_ORIGINS): the firm's staff in the back office, or
 * their organisation's owner or admins. The organisation lifts only its own suspensions.
 */
export const suspensionOrigin = pgEnum('suspension_origin', ['firm', 'organisation']);

export const userType = pgEnum('user_type', ['admin', 'client']);

/**
 * A client user's role in their organisation (issue 15): the owner (one per organisation, who enrolled it or was
 * handed it) and admins run the team, seats and company details; members read; billing sees orders and invoices.
 * Null for staff.
 */
export const teamRole = pgEnum('team_role', ['owner', 'admin', 'member', 'billing']);

/** A staff member's role in the back office (issue 16); null for client users. */
export const staffRole = pgEnum('staff_role', ['admin', 'editor', 'finance', 'analyst']);

/** A client organisation. Admin users belong to none. The details are those given at enrolment (SPEC §3). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  status: accountStatus('status').notNull().default('pending'),
  industrySector: text('industry_sector'),
  streetAddress: text('street_address'),
  city: text('city'),
  addressLine2: text('address_line_2'),
  state: text('state'),
  postalCode: text('postal_code'),
  /** ISO 3166 alpha-2 code of @firm/countries. */
  country: text('country'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    /** The calling code the number follows, e.g. '+44'; null for accounts enrolled before it was asked. */
    phoneCode: text('phone_code'),
    userType: userType('user_type').notNull(),
    jobTitle: text('job_title'),
    /** The role in the organisation; null for staff, and for a client removed from their organisation. */
    role: teamRole('role'),
    /** The role in the back office, for staff (user type 'admin'); null for clients. */
    staffRole: staffRole('staff_role'),
    /**
     * 'disabled' is a suspended member (their sessions end; they cannot sign in until reactivated). A member removed
     * from their organisation keeps the row (their orders name them) without a tenant, role or password that works.
     */
    status: accountStatus('status').notNull().default('pending'),
    /**
     * Who suspended the member (issue 39): the firm's staff or the organisation; set only while suspended. The
     * organisation's owner and admins reactivate or remove only a member they suspended: a suspended member
     * without one (a change made in the database) counts as the firm's.
     */
    suspendedBy: suspensionOrigin('suspended_by'),
    /** A new address the user asked to move to, confirmed by the code mailed to it (purpose 'email_change'). */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_tenant_idx').on(table.tenantId),
    check(
      'users_suspended_by_only_suspended',
      sql`${table.suspendedBy} is null or ${table.status} = 'disabled'`,
    ),
  ],
);

/** Why a session ended; its refresh tokens are revoked for the same reason. */
export const sessionEndReasons = [
  'logout',
  'password_reset',
  /** The user changed their password on the profile page: their other sessions end. */
  'password_changed',
  'reused',
  'suspended',
  'removed',
  'expired',
] as const;

export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * A signed-in session: one per sign-in. Every access token it issues names it (`sid`), and its refresh tokens are
 * one family with the session's id, so ending it (logout, a password reset, a suspension, a removal from the team,
 * a spent token presented again) refuses its access tokens at once, not when they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: sessionEndReasons }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each use spends the token and issues the next one in the same family. Only a SHA-256 of
 * the token is stored. Presenting a spent token again ends the session and revokes the whole family (it has
 * leaked), unless it was spent within the last few seconds and has not come back before: two tabs refreshing at
 * once (docs/decisions/002).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the token belongs to (its family: every rotation of one sign-in). */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * 'rotated' when spent on its successor, 'rotated_grace' once it has also bought the one successor the grace
     * window allows; else why its session ended.
     */
    revokedReason: text('revoked_reason', { enum: ['rotated', 'rotated_grace', ...sessionEndReasons] }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'registration',
  'password_reset',
  'email_change',
]);

/**
 * The 6-digit codes mailed to confirm an email address (DESIGN §4): one live code per address and purpose, so a
 * new code replaces the old. Only an HMAC of the code is stored. Codes are kept by address, not by user, so an
 * address without an account behaves exactly like one with an account.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_idx').on(table.email, table.purpose)],
);

/** The token verify-otp hands out: spent by one password reset, within minutes. Only a SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Failed guesses at a secret (a password, a one-time code), by the account they were aimed at rather than the
 * address they came from: the throttles that follow an account however many addresses guess (docs/security.md).
 * `subject` is the lower-cased email, so an address without an account is throttled exactly like one with.
 */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['sign_in', 'registration_code', 'password_reset_code', 'email_change_code', 'current_password'],
    }).notNull(),
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('failed_attempts_subject_idx').on(table.kind, table.subject, table.failedAt)],
);

export type User = typeof users.$inferSelect;

export type Tenant = typeof tenants.$inferSelect;
