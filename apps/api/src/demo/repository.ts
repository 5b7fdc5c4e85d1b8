import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/database.js';
import {
  analysts,
  coupons,
  taxRates,
  courseSessions,
  courses,
  orderItems,
  orders,
  reports,
  reportTypes,
  subscriptions,
  tenants,
  users,
} from '../platform/database/schema.js';

const count = sql<number>`count(*)::int`;

type NewUser = typeof users.$inferInsert;
type NewTenant = typeof tenants.$inferInsert;
type NewReportType = typeof reportTypes.$inferInsert;
type NewSubscription = typeof subscriptions.$inferInsert;
type NewCoupon = typeof coupons.$inferInsert;
type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** Every query of the demo seeding. Each function takes the database or the seeding's transaction. */
export const demoRepository = {
  async countUsers(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(users);
    return row?.count ?? 0;
  },

  /** The password hash of the user with this (lower-cased) email, if there is one. */
  async findPasswordHash(db: Db, email: string): Promise<string | undefined> {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    return row?.passwordHash;
  },

  async insertUser(db: Db, user: NewUser): Promise<void> {
    await db.insert(users).values(user);
  },

  async hasAnalysts(db: Db): Promise<boolean> {
    return (await db.select({ id: analysts.id }).from(analysts).limit(1)).length > 0;
  },

  async userIdOf(db: Db, email: string): Promise<string | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  async insertAnalyst(db: Db, analyst: typeof analysts.$inferInsert): Promise<void> {
    await db.insert(analysts).values(analyst);
  },

  /** The analyst profile of the staff member with this email, if they have one. */
  async analystIdOf(db: Db, email: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: analysts.id })
      .from(analysts)
      .innerJoin(users, eq(users.id, analysts.userId))
      .where(eq(users.email, email));
    return row?.id;
  },

  async hasCourses(db: Db): Promise<boolean> {
    return (await db.select({ id: courses.id }).from(courses).limit(1)).length > 0;
  },

  async insertCourse(db: Db, course: typeof courses.$inferInsert): Promise<number> {
    const [row] = await db.insert(courses).values(course).returning({ id: courses.id });
    return row!.id;
  },

  async insertCourseSession(db: Db, session: typeof courseSessions.$inferInsert): Promise<void> {
    await db.insert(courseSessions).values(session);
  },

  async insertTenant(db: Db, tenant: NewTenant): Promise<string> {
    const [row] = await db.insert(tenants).values(tenant).returning({ id: tenants.id });
    return row!.id;
  },

  /** The oldest organisation of that name. */
  async findTenantByName(db: Db, name: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, name))
      .orderBy(asc(tenants.createdAt))
      .limit(1);
    return row?.id;
  },

  async countReportTypes(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(reportTypes);
    return row?.count ?? 0;
  },

  async insertReportType(db: Db, type: NewReportType): Promise<number> {
    const [row] = await db.insert(reportTypes).values(type).returning({ id: reportTypes.id });
    return row!.id;
  },

  async reportTypeIdsByName(db: Db, names: string[]): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: reportTypes.id, name: reportTypes.name })
      .from(reportTypes)
      .where(inArray(reportTypes.name, names));
    return new Map(rows.map((row) => [row.name, row.id]));
  },

  /** The types sold at all three tiers, oldest first. */
  async sellableReportTypes(db: Db): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: reportTypes.id, name: reportTypes.name })
      .from(reportTypes)
      .where(
        and(
          isNotNull(reportTypes.priceSingleCents),
          isNotNull(reportTypes.priceUpTo3Cents),
          isNotNull(reportTypes.priceEnterpriseCents),
        ),
      )
      .orderBy(asc(reportTypes.id));
  },

  async countSubscriptionsOf(db: Db, tenantId: string): Promise<number> {
    const [row] = await db.select({ count }).from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
    return row?.count ?? 0;
  },

  async findOwnerOf(db: Db, tenantId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'owner')));
    return row?.id ?? null;
  },

  async insertSubscriptions(db: Db, rows: NewSubscription[]): Promise<void> {
    if (rows.length > 0) await db.insert(subscriptions).values(rows);
  },

  /** The report types by id, with their prices. */
  async reportTypesById(db: Db, ids: number[]) {
    if (ids.length === 0) return new Map<number, typeof reportTypes.$inferSelect>();
    const rows = await db.select().from(reportTypes).where(inArray(reportTypes.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** A paid order with its one line, under the next order number of the year it was placed. */
  async insertPaidOrder(db: Db, order: Omit<NewOrder, 'number'>, line: NewOrderItem): Promise<void> {
    const [sequence] = await db
      .select({ value: sql<string>`nextval('order_number_seq')::text` })
      .from(sql`(select 1) as one`);
    const placedAt = order.createdAt ?? new Date();
    const number = `SO-${placedAt.getUTCFullYear()}-${sequence!.value.padStart(6, '0')}`;
    const [row] = await db
      .insert(orders)
      .values({ ...order, number })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ ...line, orderId: row!.id });
  },

  /** Adds the tax rates of places without one; a place's rate already kept is left as it is. */
  async insertMissingTaxRates(db: Db, rows: (typeof taxRates.$inferInsert)[]): Promise<void> {
    await db
      .insert(taxRates)
      .values(rows)
      .onConflictDoNothing({ target: [taxRates.country, taxRates.region] });
  },

  /** Adds the coupons whose codes are not taken; a code already there is left as it is. */
  async insertMissingCoupons(db: Db, rows: NewCoupon[]): Promise<void> {
    await db.insert(coupons).values(rows).onConflictDoNothing({ target: coupons.code });
  },

  async countReports(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(reports);
    return row?.count ?? 0;
  },
};
