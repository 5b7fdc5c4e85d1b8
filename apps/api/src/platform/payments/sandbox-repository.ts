import { and, eq } from 'drizzle-orm';
import type { Db } from '../database/database.js';
import { sandboxPaymentIntents } from '../database/schema.js';

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type SandboxIntentStatus = SandboxIntentRow['status'];

/** Every query of the sandbox payment provider. Each function takes the database or the caller's transaction. */
export const sandboxIntentRepository = {
  /** Inserts the intent unless one of its id exists; answers the one kept (for an idempotency key's id). */
  async insertOnce(db: Db, intent: typeof sandboxPaymentIntents.$inferInsert): Promise<SandboxIntentRow> {
    const [inserted] = await db
      .insert(sandboxPaymentIntents)
      .values(intent)
      .onConflictDoNothing({ target: sandboxPaymentIntents.id })
      .returning();
    if (inserted) return inserted;
    const [kept] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.id));
    if (!kept) throw new Error(`sandbox intent ${intent.id} neither inserted nor found`);
    return kept;
  },

  async byId(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
    const [intent] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return intent;
  },

  async byClientSecret(db: Db, clientSecret: string): Promise<SandboxIntentRow | undefined> {
    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    return intent;
  },

  /** The intent, locked until the caller's transaction ends: confirmed twice at once, it is charged once. */
  async lockByClientSecret(db: Db, clientSecret: string): Promise<SandboxIntentRow | undefined> {
    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
      .for('update');
    return intent;
  },

  async setStatus(
    db: Db,
    id: string,
    change: { status: SandboxIntentStatus; lastError: string | null },
    now: Date,
  ): Promise<void> {
    await db
      .update(sandboxPaymentIntents)
      .set({ ...change, updatedAt: now })
      .where(eq(sandboxPaymentIntents.id, id));
  },

  /** The intent is cancelled, unless it was paid or is settling. */
  async cancel(db: Db, id: string, now: Date): Promise<void> {
    await db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_payment_method')),
      );
  },

  /** The order's processing intent succeeds. */
  async succeedProcessing(db: Db, orderId: string, now: Date): Promise<void> {
    await db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(sandboxPaymentIntents.orderId, orderId), eq(sandboxPaymentIntents.status, 'processing')));
  },
};
