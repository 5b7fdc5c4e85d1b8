import type { SubscriptionPaymentMethod, TierKey } from '@firm/domain';
import { addMonths } from 'date-fns';
import { subscriptions, type SubscriptionRow } from '../../../src/platform/database/schema.js';
import type { TestApp } from '../../support/index.js';
import { reportTypeId } from '../../support/report-fixtures.js';

const DAY = 86_400_000;

/**
 * A running subscription of the organisation to the type, paid until `daysLeft` days from the clock's now (its
 * year began a year before that), paid by `method` with the sandbox card `last4` saved.
 */
export async function addSubscription(
  t: TestApp,
  tenantId: string,
  type: string,
  options: { tier: TierKey; method: SubscriptionPaymentMethod; last4?: string; daysLeft?: number },
): Promise<SubscriptionRow> {
  const paidUntil = new Date(t.clock.now().getTime() + (options.daysLeft ?? 180) * DAY);
  const charged = options.method === 'card' || options.method === 'us_bank_account';
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      tenantId,
      reportTypeId: await reportTypeId(t.database.db, type),
      tier: options.tier,
      startsAt: addMonths(paidUntil, -12),
      endsAt: paidUntil,
      paidUntil,
      autoRenew: options.method !== 'complimentary',
      state: options.method === 'complimentary' ? 'cancelled' : 'active',
      paymentMethod: options.method,
      paymentProvider: charged ? 'sandbox' : null,
      providerPaymentMethodId: charged ? `pm_sandbox_${options.last4 ?? '4242'}` : null,
      paymentLabel: charged ? `Visa •••• ${options.last4 ?? '4242'}` : null,
    })
    .returning();
  return row!;
}
