import type { SubscriptionEvent, SubscriptionState } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { subscriptionEvents } from '../../platform/database/schema.js';

/** Records a client's change of a subscription (issue 17) on its timeline, in the change's transaction `tx`. */
export async function recordSubscriptionChange(
  tx: Db,
  change: {
    subscription: { id: string; tenantId: string; reportTypeName: string };
    event: SubscriptionEvent;
    from: SubscriptionState | null;
    to: SubscriptionState;
    actorEmail: string | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(subscriptionEvents).values({
    subscriptionId: change.subscription.id,
    tenantId: change.subscription.tenantId,
    reportTypeName: change.subscription.reportTypeName,
    event: change.event,
    fromState: change.from,
    toState: change.to,
    actorEmail: change.actorEmail,
    detail: change.detail ?? null,
    occurredAt: change.at,
  });
}
