import { PaymentMessages, type BillingDetails } from '@firm/domain';
import { Alert, FieldError } from '@firm/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntentResult, Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState } from 'react';
import type { ConfirmResult, PaymentConfirmer } from './place-order';
import styles from './billing.module.css';
import type { PaymentError } from './use-place-order';

/** One Stripe.js per key for the life of the page; Stripe.js itself is fetched only when a key is configured. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A Stripe.js that cannot be fetched (offline, blocked) is told on the page, not thrown.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const UNAVAILABLE = 'The secure card form could not be loaded. Please reload the page or pay by invoice.';

/** Stripe's window was closed without choosing an account. */
const NO_BANK_ACCOUNT = 'No bank account was chosen. Place the order again to choose one.';

const errorOf = (error: StripeError): { code?: string; message: string } => ({
  ...(error.code ? { code: error.code } : {}),
  message: error.message ?? PaymentMessages.status('failed'),
});

const resultOf = (result: PaymentIntentResult): ConfirmResult =>
  result.error
    ? { status: result.error.payment_intent?.status ?? null, error: errorOf(result.error) }
    : { status: result.paymentIntent.status };

function billingDetailsOf(billing: BillingDetails) {
  return {
    name: billing.username,
    email: billing.email,
    ...(billing.zipcode ? { address: { postal_code: billing.zipcode } } : {}),
  };
}

export interface StripePaymentProps {
  publishableKey: string;
  /** Whether the card element shows (CREDIT CARD); the bank transfer needs Stripe but no element. */
  showCard: boolean;
  error: PaymentError | null;
  onReady: (confirmer: PaymentConfirmer | null) => void;
  onCardChange: () => void;
}

/** Stripe Elements (DESIGN §4: Stripe only here, from '@stripe/stripe-js/pure'), loaded with this chunk on demand. */
export function StripePayment({ publishableKey, ...rest }: StripePaymentProps) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((stripe) => {
      if (current) setUnavailable(stripe === null);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return (
    <>
      {unavailable ? <Alert tone="error">{UNAVAILABLE}</Alert> : null}
      <Elements stripe={stripeFor(publishableKey)}>
        <StripeCard {...rest} />
      </Elements>
    </>
  );
}

function StripeCard({ showCard, error, onReady, onCardChange }: Omit<StripePaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [liveError, setLiveError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!stripe || !elements) return;
    // The card is turned into a payment method first, which is how Stripe reports an incomplete or invalid card
    // (SPEC §8 codes) before any order is made; the intent is then confirmed with it.
    let paymentMethodId: string | null = null;
    onReady({
      provider: 'stripe',
      async checkCard(billing) {
        const card = elements.getElement(CardElement);
        if (!card) return { code: 'card_missing', message: PaymentMessages.cardMissing };
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: billingDetailsOf(billing),
        });
        if (result.error) return { code: result.error.code ?? result.error.type, ...errorOf(result.error) };
        paymentMethodId = result.paymentMethod.id;
        return null;
      },
      async confirmCard(clientSecret) {
        if (!paymentMethodId) return { status: null, error: { message: PaymentMessages.cardMissing } };
        return resultOf(await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId }));
      },
      async confirmBank(clientSecret, holder) {
        const collected = await stripe.collectBankAccountForPayment({
          clientSecret,
          params: {
            payment_method_type: 'us_bank_account',
            payment_method_data: { billing_details: holder },
          },
        });
        if (collected.paymentIntent?.status === 'requires_payment_method')
          return { status: 'requires_payment_method', error: { message: NO_BANK_ACCOUNT } };
        if (collected.error || collected.paymentIntent.status !== 'requires_confirmation')
          return resultOf(collected);
        return resultOf(await stripe.confirmUsBankAccountPayment(clientSecret));
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);

  useEffect(() => {
    if (error) elements?.getElement(CardElement)?.focus();
  }, [error, elements]);

  if (!showCard) return null;
  const message = error?.message ?? liveError;
  return (
    <div className={styles.paymentDetails}>
      <span id={labelId} className={styles.legend}>
        Card details
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        className={styles.stripeCard}
        data-invalid={message ? true : undefined}
      >
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            setLiveError(event.error?.message ?? null);
            onCardChange();
          }}
        />
      </div>
      <FieldError id={errorId}>{message}</FieldError>
    </div>
  );
}
