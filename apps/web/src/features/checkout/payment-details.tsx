import type { PaymentMethod, SandboxCard } from '@firm/domain';
import { Spinner } from '@firm/ui';
import { lazy, Suspense } from 'react';
import { BankTransferForm } from './bank-transfer-form';
import type { PaymentConfirmer } from './place-order';
import { SandboxCardForm } from './sandbox-card-form';
import styles from './billing.module.css';
import type { CardProvider } from './use-payment-config';
import type { PaymentError } from './use-place-order';

// Stripe.js and Elements load only when the server names a publishable key (DESIGN §4).
const StripePayment = lazy(() =>
  import('./stripe-payment').then((module) => ({ default: module.StripePayment })),
);

/**
 * What the chosen payment method asks for: the card (Stripe Elements, or the sandbox form without a key), the bank
 * account holder, or for an invoice only a note of what happens next.
 */
export function PaymentDetails({
  method,
  provider,
  card,
  onCardChange,
  accountHolder,
  onAccountHolderChange,
  error,
  onEdit,
  onStripeReady,
}: {
  method: PaymentMethod;
  provider: CardProvider;
  card: SandboxCard;
  onCardChange: (card: SandboxCard) => void;
  accountHolder: string;
  onAccountHolderChange: (name: string) => void;
  error: PaymentError | null;
  /** Any edit of the card or bank details (the message about them goes). */
  onEdit: () => void;
  onStripeReady: (confirmer: PaymentConfirmer | null) => void;
}) {
  if (provider.kind === 'loading' && method !== 'invoice')
    return (
      <div className={styles.paymentDetails}>
        <Spinner label="Loading the payment form" />
      </div>
    );

  return (
    <>
      {provider.kind === 'stripe' ? (
        <Suspense fallback={<Spinner label="Loading the secure card form" />}>
          <StripePayment
            publishableKey={provider.publishableKey}
            showCard={method === 'credit-card'}
            error={method === 'credit-card' ? error : null}
            onReady={onStripeReady}
            onCardChange={onEdit}
          />
        </Suspense>
      ) : null}
      {method === 'credit-card' && provider.kind === 'sandbox' ? (
        <SandboxCardForm
          card={card}
          onChange={(next) => {
            onEdit();
            onCardChange(next);
          }}
          error={error}
        />
      ) : null}
      {method === 'bank-transfer' ? (
        <BankTransferForm
          provider={provider.kind === 'stripe' ? 'stripe' : 'sandbox'}
          accountHolder={accountHolder}
          onChange={(name) => {
            onEdit();
            onAccountHolderChange(name);
          }}
          error={error}
        />
      ) : null}
      {method === 'invoice' ? (
        <p className={`${styles.note} ${styles.paymentDetails}`}>
          We email you an invoice for this order. It is due within 30 days, and your reports open once it is
          paid.
        </p>
      ) : null}
    </>
  );
}
