import type { SubscriptionEvent, SubscriptionState } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';

/**
 * Records a change of the subscription's lifecycle on its organisation's timeline (issue 17), in the transaction of
 * the change: the event, the states before and after, who did it (null for a job) and what it concerned.
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
    actorEmail?: string | null;
    detail?: Record<string, unknown> | null;
  },
): Promise<void> {
  const reportTypeName =
    'reportTypeName' in subscription
      ? subscription.reportTypeName
      : (await repository.reportType(tx, subscription.reportTypeId)).name;
  await repository.insertEvent(tx, {
    subscriptionId: subscription.id,
    tenantId: subscription.tenantId,
    reportTypeName,
    event: change.event,
    fromState: change.from,
    toState: change.to,
    actorEmail: change.actorEmail ?? null,
    detail: change.detail ?? null,
    occurredAt: change.at,
  });
}
