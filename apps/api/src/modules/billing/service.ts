import type {
  BillingOverviewResponse,
  BillingProfileRequest,
  BillingProfileResponse,
  PayOrderRequest,
  StatementFormat,
  TierKey,
} from '@firm/domain';
import { BillingProfileMessages, managesTeam } from '@firm/domain';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { teamReads } from '../team';
import { createAutoRenew } from './auto-renew.js';
import { createRenewalPo } from './renewal-po.js';
import { billingReader, clientActor, subscriptionChanger } from './billing-access.js';
import { orderJson, subscriptionJson } from './billing-json.js';
import { createOrderPayment } from './pay-order.js';
import { billingRepository as repository, type NamedSubscription } from './repository.js';
import { createTierChanges, type BillingViewDeps } from './tier-changes.js';

/**
 * The client's billing view (issue 17, docs/decisions/017): the organisation's subscriptions, orders and invoices
 * for its owner, admins and billing members; auto-renew and tier changes by its owner and admins; open orders paid
 * by card or bank transfer.
 */
export function createBillingView(deps: BillingViewDeps) {
  const { db, clock } = deps;
  const autoRenew = createAutoRenew(deps);
  const renewalPo = createRenewalPo(deps);
  const tiers = createTierChanges(deps);
  const payOrder = createOrderPayment(deps);

  const json = async (subscription: NamedSubscription) =>
    subscriptionJson(subscription, await teamReads.heldSeatCount(db, subscription.id, clock.now()));

  const answer = async (change: { message: string; subscription: NamedSubscription }) => ({
    status: true as const,
    message: change.message,
    subscription: await json(change.subscription),
  });

  return {
    async overview(identity: ClientIdentity): Promise<BillingOverviewResponse> {
      const reader = await billingReader(db, identity);
      const subscriptions = await repository.subscriptions(db, identity.tenantId);
      const now = clock.now();
      return {
        subscriptions: await Promise.all(subscriptions.map(json)),
        orders: (await repository.orders(db, identity.tenantId)).map((order) => orderJson(order, now)),
        credit_notes: await deps.invoices.creditNotes.ofTenant(identity.tenantId),
        may_change: managesTeam(reader.role),
      };
    },

    async setAutoRenew(identity: ClientIdentity, subscriptionId: string, value: boolean) {
      return answer(await autoRenew(await subscriptionChanger(db, identity), subscriptionId, value));
    },

    /** The purchase-order number of the next renewal (issue 46): the owner, admins and billing members. */
    async setRenewalPo(identity: ClientIdentity, subscriptionId: string, poNumber: string | null) {
      return answer(await renewalPo(await billingReader(db, identity), subscriptionId, poNumber));
    },

    async quoteTier(identity: ClientIdentity, subscriptionId: string, tier: TierKey) {
      return tiers.quote(await subscriptionChanger(db, identity), subscriptionId, tier);
    },

    async changeTier(identity: ClientIdentity, subscriptionId: string, tier: TierKey) {
      return answer(await tiers.change(await subscriptionChanger(db, identity), subscriptionId, tier));
    },

    async payOrder(identity: ClientIdentity, number: string, request: PayOrderRequest) {
      return payOrder(await billingReader(db, identity), number, request);
    },

    /** The organisation's billing profile (issue 46), for its owner, admins and billing members. */
    async profile(identity: ClientIdentity): Promise<BillingProfileResponse> {
      await billingReader(db, identity);
      return { profile: await deps.billingProfiles.read(identity.tenantId) };
    },

    /** Saves the organisation's billing profile: its owner, admins and billing members. */
    async saveProfile(
      identity: ClientIdentity,
      request: BillingProfileRequest,
    ): Promise<BillingProfileResponse> {
      const reader = await billingReader(db, identity);
      return {
        message: BillingProfileMessages.saved,
        profile: await deps.billingProfiles.save(identity.tenantId, request, { actor: clientActor(reader) }),
      };
    },

    /** The organisation's statement of account (issue 46), for its owner, admins and billing members. */
    async statement(identity: ClientIdentity, format: StatementFormat) {
      await billingReader(db, identity);
      return deps.statements.file(identity.tenantId, format);
    },
  };
}

export type BillingView = ReturnType<typeof createBillingView>;
