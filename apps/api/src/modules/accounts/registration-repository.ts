import { and, eq, exists, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  oneTimeCodes,
  orders,
  subscriptions,
  tenants,
  users,
  type Tenant,
  type User,
} from '../../platform/database/schema.js';

export type Organisation = Pick<Tenant, 'name' | 'industrySector' | 'streetAddress' | 'city' | 'country'>;
/** The owner's details as enrolment gives them. */
export type Person = Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'phoneCode' | 'passwordHash'>;

const unconfirmedRegistration = and(
  eq(users.userType, 'client'),
  eq(users.status, 'pending'),
  eq(users.role, 'owner'),
  eq(tenants.status, 'pending'),
);

/** A registration's owner and organisation, and when it was made (or last posted again). */
export interface PendingRegistration {
  userId: string;
  tenantId: string;
  registeredAt: Date;
}

/** The address's unconfirmed registration, its owner's row locked until the caller's transaction ends. */
async function lockRegistration(db: Db, email: string): Promise<PendingRegistration | undefined> {
  const [registration] = await db
    .select({ userId: users.id, tenantId: tenants.id, registeredAt: users.createdAt })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email), unconfirmedRegistration))
    .for('update', { of: users });
  return registration;
}

/**
 * Every query of accounts: users and organisations, sessions, one-time codes, failed attempts, password resets,
 * profiles.
 */
/** Registrations awaiting their confirmation code (SPEC §2 Registration), and their confirmation. */
export const registrationQueries = {
  // Registration

  /** A pending organisation with its owner as the only user, both made at `registeredAt`. */
  async insertPendingRegistration(
    db: Db,
    registration: { email: string; organisation: Organisation; person: Person; registeredAt: Date },
  ): Promise<void> {
    const [tenant] = await db
      .insert(tenants)
      .values({ ...registration.organisation, status: 'pending', createdAt: registration.registeredAt })
      .returning({ id: tenants.id });
    await db.insert(users).values({
      ...registration.person,
      tenantId: tenant!.id,
      email: registration.email,
      userType: 'client',
      status: 'pending',
      role: 'owner',
      createdAt: registration.registeredAt,
    });
  },

  /** Rewrites a pending organisation and its owner, as if made at `registeredAt`. */
  async updatePendingRegistration(
    db: Db,
    registration: {
      userId: string;
      tenantId: string;
      organisation: Organisation;
      person: Person;
      registeredAt: Date;
    },
  ): Promise<void> {
    const createdAt = registration.registeredAt;
    await db
      .update(tenants)
      .set({ ...registration.organisation, createdAt })
      .where(eq(tenants.id, registration.tenantId));
    await db
      .update(users)
      .set({ ...registration.person, createdAt })
      .where(eq(users.id, registration.userId));
  },

  async findTenantName(db: Db, tenantId: string): Promise<string | undefined> {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return row?.name;
  },

  /**
   * The unconfirmed registration of this address becomes active: its owner and their organisation. False when the
   * address has none (an invitation replaced it, say), and nothing changes.
   */
  async activateRegistration(db: Db, email: string): Promise<boolean> {
    const registration = await lockRegistration(db, email);
    if (!registration) return false;
    await db.update(users).set({ status: 'active' }).where(eq(users.id, registration.userId));
    await db.update(tenants).set({ status: 'active' }).where(eq(tenants.id, registration.tenantId));
    return true;
  },

  /**
   * The address's unconfirmed registration if it is still nothing more: its organisation holds no other user, no
   * subscription (staff may grant one to a pending organisation) and no order. The owner, then the organisation,
   * are locked until the caller's transaction ends (the order registration and confirmation lock them in), and only
   * then is the organisation's content read: a confirmation or a grant committed meanwhile is seen, and none can
   * follow until the caller is done.
   */
  async lockBareRegistration(db: Db, email: string): Promise<PendingRegistration | undefined> {
    const registration = await lockRegistration(db, email);
    if (!registration) return undefined;
    const { userId, tenantId } = registration;
    await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    const [holdsMore] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        and(
          eq(tenants.id, tenantId),
          or(
            exists(
              db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.tenantId, tenantId), ne(users.id, userId))),
            ),
            exists(
              db
                .select({ id: subscriptions.id })
                .from(subscriptions)
                .where(eq(subscriptions.tenantId, tenantId)),
            ),
            exists(db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId))),
          ),
        ),
      );
    return holdsMore ? undefined : registration;
  },

  /** Deletes a registration's owner and organisation (all a bare registration holds). */
  async deleteRegistration(
    db: Db,
    registration: Pick<PendingRegistration, 'userId' | 'tenantId'>,
  ): Promise<void> {
    await db.delete(users).where(eq(users.id, registration.userId));
    await db.delete(tenants).where(eq(tenants.id, registration.tenantId));
  },

  /**
   * The addresses of unconfirmed registrations whose code expired by `before` (or, with no code, made by then),
   * oldest first.
   */
  async lapsedRegistrations(db: Db, before: Date): Promise<string[]> {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(
        oneTimeCodes,
        and(eq(oneTimeCodes.email, users.email), eq(oneTimeCodes.purpose, 'registration')),
      )
      .where(
        and(
          unconfirmedRegistration,
          or(lte(oneTimeCodes.expiresAt, before), and(isNull(oneTimeCodes.id), lte(users.createdAt, before))),
        ),
      )
      .orderBy(users.createdAt, users.email);
    return rows.map((row) => row.email);
  },
};
