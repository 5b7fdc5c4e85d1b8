import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { billingProfiles, type BillingProfileRow } from '../../platform/database/schema.js';

type BillingProfileValues = Omit<typeof billingProfiles.$inferInsert, 'tenantId'>;

/** The billing_profiles table (issue 46): one row per organisation, none until saved. */
export const billingProfilesRepository = {
  async find(db: Db, tenantId: string): Promise<BillingProfileRow | undefined> {
    const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.tenantId, tenantId));
    return row;
  },

  /** The organisation's row, locked until the transaction ends (none before the first save). */
  async lock(tx: Db, tenantId: string): Promise<BillingProfileRow | undefined> {
    const [row] = await tx
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.tenantId, tenantId))
      .for('update');
    return row;
  },

  /** Writes the organisation's whole profile, the first time or over the last. */
  async upsert(tx: Db, tenantId: string, values: BillingProfileValues): Promise<BillingProfileRow> {
    const [row] = await tx
      .insert(billingProfiles)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: billingProfiles.tenantId, set: values })
      .returning();
    return row!;
  },
};
