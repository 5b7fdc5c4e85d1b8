import type { SubscriptionEvent, SubscriptionState } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import { hasActivity, recordActivity, SERVER, type Actor } from '../activity';
import { lifecycleRepository as repository } from './lifecycle-repository.js';

/**
 * Records a change of the subscription's lifecycle on its organisation's timeline (issue 17), in the transaction of
 * the change: the step, the states before and after (with what it concerned), and who did it (the server for a job).
 */
export async function recordSubscriptionEvent(
  tx: Db,
  /** With the report type's name when the caller has it, else its id to look the name up. */
  subscription: Pick<SubscriptionRow, 'id' | 'tenantId'> &
    ({ reportTypeName: string } | Pick<SubscriptionRow, 'reportTypeId'>),
  change: {
    event: SubscriptionEvent;
    from: SubscriptionState | null;
    to: SubscriptionState;
    at: Date;
    actor?: Actor;
    detail?: Record<string, unknown> | null;
  },
): Promise<void> {
  const reportTypeName =
    'reportTypeName' in subscription
      ? subscription.reportTypeName
      : (await repository.reportType(tx, subscription.reportTypeId)).name;
  await recordActivity(tx, {
    actor: change.actor ?? SERVER,
    action: change.event,
    subject: { type: 'subscription', id: subscription.id, label: reportTypeName },
    tenant: { id: subscription.tenantId },
    before: change.from === null ? null : { state: change.from },
    after: { state: change.to, ...change.detail },
    at: change.at,
  });
}

/** Whether the renewal reminder of the period paid until `paidUntil` (ISO) was sent. */
export function reminded(db: Db, subscriptionId: string, paidUntil: string): Promise<boolean> {
  return hasActivity(db, { type: 'subscription', id: subscriptionId }, 'reminder_sent', {
    paid_until: paidUntil,
  });
}
