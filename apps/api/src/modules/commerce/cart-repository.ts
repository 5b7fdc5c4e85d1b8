import type { TierKey } from '@firm/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { cartItems, reportTypes, type ReportTypeRow } from '../../platform/database/schema.js';

/** The cart's lines: report types at a tier, consultation credits, and archived reports bought alone. */
export const cartQueries = {
  /**
   * The user's cart lines, each with its report type (none for consultation credits and archived reports, whose
   * report the reports area describes), oldest first.
   */
  cartLines(db: Db, userId: string) {
    return db
      .select({ item: cartItems, type: reportTypes })
      .from(cartItems)
      .leftJoin(reportTypes, eq(reportTypes.id, cartItems.reportTypeId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  },

  /** Every report type's place in the catalogue tree. */
  reportTypeTree(db: Db) {
    return db
      .select({ id: reportTypes.id, name: reportTypes.name, parentId: reportTypes.parentId })
      .from(reportTypes);
  },

  async reportType(db: Db, id: number): Promise<ReportTypeRow | undefined> {
    const [type] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    return type;
  },

  /** One of the user's cart lines: its kind, its report type (subscriptions') and its session (courses'). */
  async cartLine(db: Db, userId: string, itemId: number) {
    const [line] = await db
      .select({
        kind: cartItems.kind,
        reportTypeId: cartItems.reportTypeId,
        courseSessionId: cartItems.courseSessionId,
      })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    return line;
  },

  /**
   * Adds `quantity` consultation credits to the user's credits line, made when there is none, priced anew; false
   * when the line would hold more than `max`.
   */
  async addCredits(
    db: Db,
    line: { userId: string; quantity: number; unitCents: number; pricedAt: Date; max: number },
  ): Promise<boolean> {
    const rows = await db
      .insert(cartItems)
      .values({
        userId: line.userId,
        kind: 'consultation_credit',
        quantity: line.quantity,
        priceCents: line.quantity * line.unitCents,
        pricedAt: line.pricedAt,
      })
      .onConflictDoUpdate({
        target: cartItems.userId,
        targetWhere: sql`${cartItems.kind} = 'consultation_credit'`,
        set: {
          quantity: sql`${cartItems.quantity} + ${line.quantity}`,
          priceCents: sql`(${cartItems.quantity} + ${line.quantity}) * ${line.unitCents}`,
          pricedAt: line.pricedAt,
        },
        setWhere: sql`${cartItems.quantity} + ${line.quantity} <= ${line.max}`,
      })
      .returning({ id: cartItems.id });
    return rows.length > 0;
  },

  /** Sets the number of credits of the user's credits line `itemId`, priced anew. */
  async setCredits(
    db: Db,
    userId: string,
    itemId: number,
    line: { quantity: number; unitCents: number; pricedAt: Date },
  ): Promise<void> {
    await db
      .update(cartItems)
      .set({ quantity: line.quantity, priceCents: line.quantity * line.unitCents, pricedAt: line.pricedAt })
      .where(
        and(
          eq(cartItems.id, itemId),
          eq(cartItems.userId, userId),
          eq(cartItems.kind, 'consultation_credit'),
        ),
      );
  },

  /** Adds seats of a course session (issue 44), `priceCents` for them all; false when it is in the cart already. */
  async addCourseSeats(
    db: Db,
    line: { userId: string; courseSessionId: number; seats: number; priceCents: number; pricedAt: Date },
  ): Promise<boolean> {
    const added = await db
      .insert(cartItems)
      .values({
        userId: line.userId,
        kind: 'course_seats',
        courseSessionId: line.courseSessionId,
        quantity: line.seats,
        priceCents: line.priceCents,
        pricedAt: line.pricedAt,
      })
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.courseSessionId] })
      .returning({ id: cartItems.id });
    return added.length > 0;
  },

  /** Sets how many seats a course line of the user's holds, `priceCents` for them all. */
  async setSeats(
    db: Db,
    userId: string,
    itemId: number,
    line: { seats: number; priceCents: number; pricedAt: Date },
  ): Promise<void> {
    await db
      .update(cartItems)
      .set({ quantity: line.seats, priceCents: line.priceCents, pricedAt: line.pricedAt })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId), eq(cartItems.kind, 'course_seats')));
  },

  /** Takes the course sessions' lines out of the user's cart (they were ordered). */
  async removeCartSessions(db: Db, userId: string, sessionIds: number[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseSessionId, sessionIds)));
  },

  /** Adds one archived report (issue 44); false when it is in the user's cart already. */
  async addArchivedReport(
    db: Db,
    line: { userId: string; reportId: number; priceCents: number; pricedAt: Date },
  ): Promise<boolean> {
    const added = await db
      .insert(cartItems)
      .values({ ...line, kind: 'archived_report' })
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.reportId] })
      .returning({ id: cartItems.id });
    return added.length > 0;
  },

  /** Adds a line; false when the type is in the user's cart already. */
  async addCartLine(
    db: Db,
    line: { userId: string; reportTypeId: number; tier: TierKey; priceCents: number; pricedAt: Date },
  ): Promise<boolean> {
    const added = await db
      .insert(cartItems)
      .values(line)
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.reportTypeId] })
      .returning({ id: cartItems.id });
    return added.length > 0;
  },

  /** Sets a line's tier and the price it is given at that tier now. */
  async setCartLineTier(
    db: Db,
    userId: string,
    itemId: number,
    tier: TierKey,
    price: { priceCents: number; pricedAt: Date },
  ): Promise<void> {
    await db
      .update(cartItems)
      .set({ tier, ...price })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  },

  /** Removes one of the user's lines; false when it is not theirs or not there. */
  async removeCartLine(db: Db, userId: string, itemId: number): Promise<boolean> {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return removed.length > 0;
  },

  /**
   * Takes the user's lines `ids` out of the cart and answers what they were. Deleting locks them: the same cart
   * ordered twice at once waits here, then finds them gone.
   */
  takeCartLines(db: Db, userId: string, ids: number[]) {
    return db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .returning({
        id: cartItems.id,
        reportTypeId: cartItems.reportTypeId,
        reportId: cartItems.reportId,
        tier: cartItems.tier,
        quantity: cartItems.quantity,
      });
  },

  /** Takes the consultation credits out of the user's cart (they were ordered). */
  async removeCartCredits(db: Db, userId: string): Promise<void> {
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.kind, 'consultation_credit')));
  },

  /** Takes the archived reports out of the user's cart (they were ordered). */
  async removeCartReports(db: Db, userId: string, reportIds: number[]): Promise<void> {
    if (reportIds.length === 0) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.reportId, reportIds)));
  },

  /** Takes the report types out of the user's cart (they were ordered). */
  async removeCartTypes(db: Db, userId: string, reportTypeIds: number[]): Promise<void> {
    if (reportTypeIds.length === 0) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.reportTypeId, reportTypeIds)));
  },
};
