import type { SuspensionOrigin } from '@firm/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { tenants, users, type Tenant, type User } from '../../platform/database/schema.js';

import { codeQueries } from './code-repository.js';
import { membershipQueries } from './membership-repository.js';
import { registrationQueries } from './registration-repository.js';
import { sessionQueries } from './session-repository.js';
export type { FailedAttemptKind, OtpPurpose } from './code-repository.js';
export type { LiveSession } from './session-repository.js';
export type { Organisation, PendingRegistration, Person } from './registration-repository.js';

export interface SignInUser {
  user: User;
  tenantStatus: Tenant['status'] | null;
}

/** The organisation's details as enrolment gives them (SPEC §3 registration payload). */
/** What a person changes of themselves on the profile page. */
export type PersonDetails = Pick<User, 'firstName' | 'lastName' | 'jobTitle' | 'phoneNumber' | 'phoneCode'>;
/** The organisation's details the profile page shows, and its owner and admins change. */
export type CompanyDetails = Pick<
  Tenant,
  'name' | 'streetAddress' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country'
>;

function selectSignInUser(db: Db) {
  return db
    .select({ user: users, tenantStatus: tenants.status })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId));
}

/** A session as a live one answers for its access tokens: whose it is, as the tokens name them. */
const userQueries = {
  /** An organisation suspended ('disabled': none of its people can sign in) or active again (issue 16). */
  async setTenantStatus(db: Db, tenantId: string, status: 'active' | 'disabled'): Promise<void> {
    await db.update(tenants).set({ status }).where(eq(tenants.id, tenantId));
  },

  /**
   * Suspends a client user as `by` says (issue 39: the firm from the back office, or their organisation), or with
   * null lifts it. A suspended user cannot sign in until reactivated.
   */
  async setUserSuspension(db: Db, userId: string, by: SuspensionOrigin | null): Promise<void> {
    await db
      .update(users)
      .set({ status: by ? 'disabled' : 'active', suspendedBy: by })
      .where(eq(users.id, userId));
  },

  async emailOf(db: Db, userId: string): Promise<string | undefined> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email;
  },

  /** A staff member's account (any status), or null for a client or an unknown id. */
  async staffMember(db: Db, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.staffRole,
        status: users.status,
      })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.userType, 'admin')));
    return row ?? null;
  },

  async findSignInUserByEmail(db: Db, email: string): Promise<SignInUser | undefined> {
    const [row] = await selectSignInUser(db).where(eq(users.email, email));
    return row;
  },

  async findSignInUserById(db: Db, userId: string): Promise<SignInUser | undefined> {
    const [row] = await selectSignInUser(db).where(eq(users.id, userId));
    return row;
  },

  /** The user with this address, locked until the caller's transaction ends. */
  async lockUserByEmail(db: Db, email: string): Promise<User | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).for('update');
    return row;
  },

  /** An active user outside any disabled or unconfirmed organisation. */
  async findRecoverableUser(db: Db, email: string): Promise<{ id: string; firstName: string } | undefined> {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.email, email),
          eq(users.status, 'active'),
          sql`(${tenants.id} is null or ${tenants.status} = 'active')`,
        ),
      );
    return row;
  },

  async setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  },

  // Profile

  /** The person and their organisation; none when the user has no organisation. */
  async findProfile(db: Db, userId: string) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        phoneCode: users.phoneCode,
        jobTitle: users.jobTitle,
        pendingEmail: users.pendingEmail,
        role: users.role,
        company: tenants.name,
        streetAddress: tenants.streetAddress,
        addressLine2: tenants.addressLine2,
        city: tenants.city,
        state: tenants.state,
        postalCode: tenants.postalCode,
        country: tenants.country,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, userId));
    return row;
  },

  /** What the profile's checks need of the user: the address, the one waiting for a code, the password. */
  async findCredentials(db: Db, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        pendingEmail: users.pendingEmail,
        passwordHash: users.passwordHash,
        firstName: users.firstName,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** The organisation's details, locked until the caller's transaction ends. */
  async lockCompany(db: Db, tenantId: string): Promise<CompanyDetails | undefined> {
    const [row] = await db
      .select({
        name: tenants.name,
        streetAddress: tenants.streetAddress,
        addressLine2: tenants.addressLine2,
        city: tenants.city,
        state: tenants.state,
        postalCode: tenants.postalCode,
        country: tenants.country,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    return row;
  },

  async updatePerson(db: Db, userId: string, details: Partial<PersonDetails>): Promise<void> {
    if (Object.keys(details).length === 0) return;
    await db.update(users).set(details).where(eq(users.id, userId));
  },

  async updateCompany(db: Db, tenantId: string, details: Partial<CompanyDetails>): Promise<void> {
    if (Object.keys(details).length === 0) return;
    await db.update(tenants).set(details).where(eq(tenants.id, tenantId));
  },

  /** Whether a user other than `exceptUserId` has this address (a pending address of another does not count). */
  async emailTakenByAnother(db: Db, email: string, exceptUserId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
    return row !== undefined;
  },
};

/**
 * The accounts area's queries: people and their profiles here, registrations (registration-repository.ts), memberships
 * (membership-repository.ts), sessions (session-repository.ts), one-time codes,
 * failed attempts and reset tokens (code-repository.ts). Each function takes the database or the caller's `tx`.
 */
export const accountRepository = {
  ...userQueries,
  ...registrationQueries,
  ...membershipQueries,
  ...sessionQueries,
  ...codeQueries,
};
