import type { SubscriptionState, TierKey } from '@firm/domain';
import type { OrderRow } from '../../platform/database/schema.js';
import type { SavedPaymentMethod } from '../../platform/payments/types.js';
import type { Staff } from '../activity';

/** A subscription a refund ended: as it was just before. */
export interface RefundEndedSubscription {
  id: string;
  tenantId: string;
  reportTypeId: number;
  endsAt: Date;
  state: SubscriptionState;
  renewalOrderId: string | null;
}

/** What commerce tells the areas above it (docs/decisions/032), each in the transaction of the change. */
declare module '../../platform/events/domain-events.js' {
  interface DomainEventMap {
    /**
     * A purchase was paid: a subscription to each of its lines' types starts now for a year at the line's tier
     * (none runs: commerce checked under the organisation's payment lock). `saved` is the payment method the
     * provider saved for renewals, if any.
     */
    'commerce.purchase-paid': {
      order: OrderRow;
      lines: { reportTypeId: number; tier: TierKey }[];
      /** How many consultation credits it bought (issue 43): consultations keeps them for the organisation. */
      credits: number;
      saved: SavedPaymentMethod | null;
      now: Date;
    };
    /** An order of another kind than a purchase (a renewal, an upgrade, a late fee) was paid. */
    'commerce.order-paid': { order: OrderRow; saved: SavedPaymentMethod | null; now: Date };
    /** The bank debit that was settling an order of another kind than a purchase failed for good. */
    'commerce.bank-debit-failed': { order: OrderRow; message: string; now: Date };
    /**
     * Staff refunded a paid order; `ended` are the running subscriptions its refund takes back, as they were (none
     * when access was kept): they end at `at`.
     */
    'commerce.order-refunded': {
      order: Pick<OrderRow, 'id' | 'number' | 'tenantId'>;
      ended: RefundEndedSubscription[];
      staff: Staff;
      at: Date;
    };
  }
}
