import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { taxRates, type TaxRateRow } from '../../platform/database/schema.js';

export type NewTaxRate = Pick<TaxRateRow, 'country' | 'region' | 'rateMillipercent' | 'label'>;

/** The tax rates staff keep (issue 46; commerce owns tax_rates). */
export const taxRatesRepository = {
  all(db: Db): Promise<TaxRateRow[]> {
    return db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.region));
  },

  /** The rate, locked in `tx` until it ends; undefined for an unknown id. */
  async lock(db: Db, id: number): Promise<TaxRateRow | undefined> {
    const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id)).for('update');
    return row;
  },

  /** The rates of a country: its own ('' region) and, when named, its state's. */
  ofPlace(db: Db, country: string, region: string | null): Promise<TaxRateRow[]> {
    return db
      .select()
      .from(taxRates)
      .where(and(eq(taxRates.country, country), inArray(taxRates.region, region ? ['', region] : [''])));
  },

  /** Adds a rate; undefined when the country and state have one already. */
  async insert(
    db: Db,
    rate: NewTaxRate & { createdAt: Date; updatedAt: Date },
  ): Promise<TaxRateRow | undefined> {
    const [row] = await db.insert(taxRates).values(rate).onConflictDoNothing().returning();
    return row;
  },

  /** Changes a rate; undefined when another rate has its country and state. */
  async update(db: Db, id: number, rate: NewTaxRate & { updatedAt: Date }): Promise<TaxRateRow | undefined> {
    const [clash] = await db
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(and(eq(taxRates.country, rate.country), eq(taxRates.region, rate.region)));
    if (clash && clash.id !== id) return undefined;
    const [row] = await db.update(taxRates).set(rate).where(eq(taxRates.id, id)).returning();
    return row;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(taxRates).where(eq(taxRates.id, id));
  },
};
