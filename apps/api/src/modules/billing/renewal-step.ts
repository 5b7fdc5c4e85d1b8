import { nextActionOf, type NextAction } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SubscriptionRow } from '../../platform/database/schema.js';
import { lifecycleRepository as repository } from './lifecycle-repository.js';
import { lifecycleFactsOf } from './schedule.js';

/** A subscription's lifecycle step as its job carries it. */
export type Step = { subscriptionId: string; action: NextAction; at: string };

/** The states in which a renewal is being charged: at the period's end, then through grace. */
export const CHARGED_STATES: readonly SubscriptionRow['state'][] = ['renewal_due', 'past_due', 'grace'];

/** The subscription locked in `tx`, if `step` is still its next step; else undefined. */
export async function stillDue(tx: Db, step: Step): Promise<SubscriptionRow | undefined> {
  const subscription = await repository.lock(tx, step.subscriptionId);
  if (!subscription) return undefined;
  const next = nextActionOf(lifecycleFactsOf(subscription));
  return next && next.action === step.action && next.at.toISOString() === step.at ? subscription : undefined;
}
