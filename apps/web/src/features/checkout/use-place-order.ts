import { PaymentMessages } from '@firm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../lib/api';
import { libraryQueryKey } from '../../data/library';
import { subscriptionsQueryKey } from '../../data/subscriptions';
import { setResultFlags } from '../../lib/result-flags';
import { placeOrder, type Order, type OrderOutcome, type PaymentConfirmer } from './place-order';

export type PaymentError = Extract<OrderOutcome, { kind: 'payment-error' }>['error'];

/**
 * PLACE ORDER's state around `placeOrder`: busy while it runs (the button reads 'Processing...'), the status text
 * for the page's live region, the message under the card or bank form, and the one beside the button. A result
 * page is reached with the cart refetched, so the header's count follows the order.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [paymentError, setPaymentError] = useState<PaymentError | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);

  /** Answers the field the server refused, with its message, for the form to show under it. */
  const place = async (
    order: Order,
    payment: PaymentConfirmer | null,
  ): Promise<Extract<OrderOutcome, { kind: 'field-error' }> | undefined> => {
    setBusy(true);
    setPaymentError(null);
    setOrderError(null);
    setAnnouncement(PaymentMessages.processing);
    let outcome: OrderOutcome;
    try {
      outcome = await placeOrder(order, {
        setFlags: setResultFlags,
        createPaymentIntent: api.createPaymentIntent,
        payByInvoice: api.payByInvoice,
        payment,
      });
    } catch {
      outcome = { kind: 'done', to: '/error-page', announcement: PaymentMessages.status('failed') };
    }
    if (outcome.kind === 'done') {
      setAnnouncement(outcome.announcement);
      // The result page reads the order by its number (`?order=`), to show it and its amount.
      await navigate({
        to: outcome.to,
        search: outcome.orderNumber ? { order: outcome.orderNumber } : {},
      });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // A paid order starts (or extends) subscriptions and may seat the buyer: what they hold and may open changed.
      void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
      return;
    }
    setBusy(false);
    setAnnouncement('');
    if (outcome.kind === 'payment-error') setPaymentError(outcome.error);
    else if (outcome.kind === 'field-error') return outcome;
    else setOrderError(outcome.message);
    return undefined;
  };

  return {
    place,
    busy,
    announcement,
    paymentError,
    orderError,
    /** Editing the card or bank details takes back the message about them. */
    clearPaymentError: () => setPaymentError(null),
  };
}
