import type { SubscriptionEvent, SubscriptionState } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { subscriptionEvents } from '../../platform/database/schema.js';

/**
 * Writes one step of a subscription's lifecycle (docs/decisions/017) to its timeline, in the transaction of the
 * change itself: the back office's client timeline shows it as a `lifecycle` entry.
 */
export async function recordSubscriptionEvent(
  tx: Db,
  entry: {
    subscription: { id: string; tenantId: string };
    reportTypeName: string;
    event: SubscriptionEvent;
    from: SubscriptionState | null;
    to: SubscriptionState;
    /** The client's or staff member's email; null for a job. */
    actorEmail: string | null;
    detail?: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(subscriptionEvents).values({
    subscriptionId: entry.subscription.id,
    tenantId: entry.subscription.tenantId,
    reportTypeName: entry.reportTypeName,
    event: entry.event,
    fromState: entry.from,
    toState: entry.to,
    actorEmail: entry.actorEmail,
    detail: entry.detail ?? null,
    occurredAt: entry.at,
  });
}
