import { TAX_RATE_SCALE, TaxRateMessages, type TaxRate, type TaxRateRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { TaxRateRow } from '../../platform/database/schema.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import { recordStaffAction, type Staff } from '../activity';
import { taxRatesRepository as repository, type NewTaxRate } from './tax-rates-repository.js';
import { usStateCode } from './tax.js';

/** A kept rate as the back office lists it. */
export function taxRateJson(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    country: row.country,
    region: row.region || null,
    rate: row.rateMillipercent / TAX_RATE_SCALE,
    label: row.label,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a rate. */
const recorded = (row: TaxRateRow) => {
  const { updated_at: _updatedAt, ...rate } = taxRateJson(row);
  return rate;
};

/** The request as a row: a US state must be one (ISO 3166-2), the rate in thousandths of a percent. */
function rowOf(request: TaxRateRequest): NewTaxRate {
  if (request.region && usStateCode(request.region) !== request.region)
    throw new InvalidInputError(TaxRateMessages.stateUnknown, { region: [TaxRateMessages.stateUnknown] });
  return {
    country: request.country,
    region: request.region ?? '',
    rateMillipercent: Math.round(request.rate * TAX_RATE_SCALE),
    label: request.label,
  };
}

const taken = () => new ConflictError(TaxRateMessages.taken, { region: [TaxRateMessages.taken] });

const labelOf = (row: Pick<TaxRateRow, 'country' | 'region'>) =>
  row.region ? `${row.country}-${row.region}` : row.country;

/**
 * The tax rates the back office keeps (issue 46): listed by country and state, added, changed and removed by finance
 * and admins, each change on the audit log in its own transaction. An order keeps the tax it was charged: a changed
 * rate applies to orders placed from then on.
 */
export function createTaxRateAdmin({
  db,
  unitOfWork,
  clock,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const list = async () => (await repository.all(db)).map(taxRateJson);

  return {
    list,

    async create(staff: Staff, request: TaxRateRequest): Promise<TaxRate[]> {
      const values = rowOf(request);
      await unitOfWork(async (tx) => {
        const at = clock.now();
        const row = await repository.insert(tx, { ...values, createdAt: at, updatedAt: at });
        if (!row) throw taken();
        await recordStaffAction(tx, {
          staff,
          action: 'tax_rate_added',
          target: { type: 'tax_rate', id: String(row.id), label: labelOf(row) },
          before: null,
          after: recorded(row),
          at,
        });
      });
      return list();
    },

    async update(staff: Staff, id: number, request: TaxRateRequest): Promise<TaxRate[]> {
      const values = rowOf(request);
      await unitOfWork(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) throw new NotFoundError(TaxRateMessages.notFound);
        const at = clock.now();
        const row = await repository.update(tx, id, { ...values, updatedAt: at });
        if (!row) throw taken();
        await recordStaffAction(tx, {
          staff,
          action: 'tax_rate_changed',
          target: { type: 'tax_rate', id: String(id), label: labelOf(row) },
          before: recorded(before),
          after: recorded(row),
          at,
        });
      });
      return list();
    },

    async remove(staff: Staff, id: number): Promise<TaxRate[]> {
      await unitOfWork(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) throw new NotFoundError(TaxRateMessages.notFound);
        await repository.remove(tx, id);
        await recordStaffAction(tx, {
          staff,
          action: 'tax_rate_removed',
          target: { type: 'tax_rate', id: String(id), label: labelOf(before) },
          before: recorded(before),
          after: null,
          at: clock.now(),
        });
      });
      return list();
    },
  };
}

export type TaxRateAdmin = ReturnType<typeof createTaxRateAdmin>;
