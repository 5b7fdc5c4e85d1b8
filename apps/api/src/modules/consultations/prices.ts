import {
  CONSULTATION_LENGTHS,
  ConsultationPriceMessages,
  consultationPriceCents,
  centsToDollars,
  priceField,
  type ConsultationLength,
  type ConsultationPrices,
  type UpdateConsultationPrices,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { RuleRefusedError } from '../../platform/errors.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { recordStaffAction } from '../activity';
import { actorOf } from './people.js';
import { consultationsRepository as repository } from './repository.js';

/** Every length's price in cents: the one an admin set, else the firm's terms. */
async function centsByLength(db: Db): Promise<Map<ConsultationLength, number>> {
  const set = await repository.prices(db);
  return new Map(
    CONSULTATION_LENGTHS.map((length) => [length, set.get(length) ?? consultationPriceCents(length)]),
  );
}

const pricesOf = (cents: Map<ConsultationLength, number>): ConsultationPrices =>
  Object.fromEntries(
    CONSULTATION_LENGTHS.map((length) => [priceField(length), centsToDollars(cents.get(length)!)]),
  ) as ConsultationPrices;

/** A session's price in cents by its length, read in `db` (a hold's transaction): what it costs now. */
export async function sessionPriceCents(db: Db, length: ConsultationLength): Promise<number> {
  return (await centsByLength(db)).get(length)!;
}

/**
 * The prices of consultations (issue 43): the firm's terms until an admin sets others in the back office, each
 * change in the audit log with its reason. Sessions held or booked keep the price they were held at.
 */
export function createConsultationPrices({
  db,
  unitOfWork,
  clock,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  return {
    current: async (): Promise<ConsultationPrices> => pricesOf(await centsByLength(db)),

    async update(staff: StaffIdentity, input: UpdateConsultationPrices): Promise<ConsultationPrices> {
      return unitOfWork(async (tx) => {
        const before = pricesOf(await centsByLength(tx));
        const cents = new Map(
          CONSULTATION_LENGTHS.map((length) => [length, Math.round(input[priceField(length)] * 100)]),
        );
        const after = pricesOf(cents);
        if (CONSULTATION_LENGTHS.every((length) => before[priceField(length)] === after[priceField(length)]))
          throw new RuleRefusedError(ConsultationPriceMessages.unchanged);
        const now = clock.now();
        await repository.setPrices(tx, cents, now);
        await recordStaffAction(tx, {
          staff: actorOf(staff),
          action: 'consultation_prices_changed',
          target: { type: 'consultation_prices', id: 'consultations', label: 'Consultation prices' },
          before,
          after,
          reason: input.reason,
          at: now,
        });
        return after;
      });
    },
  };
}

export type ConsultationPriceList = ReturnType<typeof createConsultationPrices>;
