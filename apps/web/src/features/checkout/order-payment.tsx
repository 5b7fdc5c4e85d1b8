import {
  formatUsd,
  PaymentMessages,
  type BillingDetails,
  type PaymentIntentResponse,
  type PayOrderRequest,
  type SandboxCard,
} from '@firm/domain';
import { Button, Fieldset } from '@firm/ui';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { useProfile } from '../../data/profile';
import { PaymentDetails } from './payment-details';
import type { PaymentConfirmer } from './place-order';
import { sandboxConfirmer } from './sandbox-confirmer';
import { useCardProvider } from './use-payment-config';
import type { PaymentError } from './use-place-order';
import styles from './billing.module.css';
import { failureMessage } from '../../lib/failure-message';

const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvc: '' };

export const OrderPaymentMessages = {
  paid: (number: string) => `Thank you: order ${number} is paid.`,
  accountHolderRequired: 'Account holder name is required',
} as const;

/**
 * Paying an order placed before (an invoice, a renewal; issue 17's billing view) by card or bank transfer, with
 * checkout's own card and bank forms: the server makes (or reuses) the order's payment intent, and the card or bank
 * is confirmed as at checkout. `onPaid` gets the message to announce.
 */
export function OrderPayment({
  payment,
  amount,
  onPaid,
  cardOnly = false,
}: {
  /**
   * What is paid: an order placed before (the billing view's), or a payment `start` makes (or finds) when asked,
   * as a held consultation's, whose order is placed as it is paid.
   */
  payment:
    | { orderNumber: string }
    | { start: (method: PayOrderRequest['method']) => Promise<PaymentIntentResponse> };
  /** Dollars. */
  amount: number;
  onPaid: (message: string) => void;
  /** Only a card is offered (a consultation's held time cannot wait for a bank transfer). */
  cardOnly?: boolean;
}) {
  const provider = useCardProvider();
  const { profile } = useProfile();
  const [method, setMethod] = useState<'credit-card' | 'bank-transfer'>('credit-card');
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [accountHolder, setAccountHolder] = useState('');
  const [error, setError] = useState<PaymentError | null>(null);
  const [busy, setBusy] = useState(false);
  const stripeConfirmer = useRef<PaymentConfirmer | null>(null);
  const onStripeReady = useCallback((confirmer: PaymentConfirmer | null) => {
    stripeConfirmer.current = confirmer;
  }, []);
  const name = useId();

  const billing: BillingDetails = {
    username: profile ? `${profile.first_name} ${profile.last_name}` : '',
    company: profile?.company ?? '',
    email: profile?.email ?? '',
    country: profile?.country_name ?? '',
    zipcode: profile?.postal_code ?? undefined,
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const confirmer =
      provider.kind === 'stripe'
        ? stripeConfirmer.current
        : sandboxConfirmer(card, (body) => api.confirmSandboxPayment(body));
    if (!confirmer) return setError({ message: PaymentMessages.cardMissing });
    const holder = accountHolder.trim();
    if (method === 'bank-transfer' && holder === '')
      return setError({ message: OrderPaymentMessages.accountHolderRequired });
    setBusy(true);
    try {
      if (method === 'credit-card') {
        const problem = await confirmer.checkCard(billing);
        if (problem) return setError(problem);
      }
      const chosen = method === 'credit-card' ? 'card' : 'us_bank_account';
      const intent =
        'start' in payment
          ? await payment.start(chosen)
          : await api.payOrder(payment.orderNumber, { method: chosen });
      const result =
        method === 'credit-card'
          ? await confirmer.confirmCard(intent.client_secret, billing)
          : await confirmer.confirmBank(intent.client_secret, { name: holder, email: billing.email });
      if (result.error) return setError(result.error);
      if (result.status === 'succeeded') onPaid(OrderPaymentMessages.paid(intent.order_number));
      else if (result.status === 'processing') onPaid(PaymentMessages.bankProcessing);
      else setError({ message: PaymentMessages.status(result.status ?? 'failed') });
    } catch (caught) {
      setError({
        message: failureMessage(caught, PaymentMessages.intentFailed),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void pay(event)} noValidate className={styles.paymentDetails}>
      {cardOnly ? null : (
        <Fieldset legend="Pay with">
          <div className={styles.methods}>
            {(
              [
                ['credit-card', 'Card'],
                ['bank-transfer', 'Bank transfer'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={styles.method}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={method === value}
                  onChange={() => {
                    setMethod(value);
                    setError(null);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
        </Fieldset>
      )}
      <PaymentDetails
        method={method}
        provider={provider}
        card={card}
        onCardChange={setCard}
        accountHolder={accountHolder}
        onAccountHolderChange={setAccountHolder}
        error={error}
        onEdit={() => setError(null)}
        onStripeReady={onStripeReady}
      />
      <Button type="submit" busy={busy} busyLabel="Processing...">
        Pay {formatUsd(amount, 'cents')}
      </Button>
    </form>
  );
}
