import type { SandboxCard } from '@firm/domain';
import { Alert, Fieldset, TextField } from '@firm/ui';
import { useEffect, useRef } from 'react';
import { cardFieldOf, formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import styles from './billing.module.css';
import type { PaymentError } from './use-place-order';

/**
 * The card form of the built-in sandbox provider (DESIGN §4: used when there is no Stripe publishable key). A
 * card error (SPEC §8) shows under the input it is about, a decline under the card; either takes the focus there.
 */
export function SandboxCardForm({
  card,
  onChange,
  error,
}: {
  card: SandboxCard;
  onChange: (card: SandboxCard) => void;
  error: PaymentError | null;
}) {
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);
  const field = cardFieldOf(error?.code);

  useEffect(() => {
    if (!error) return;
    ({ number, expiry, cvc })[cardFieldOf(error.code) ?? 'number'].current?.focus();
  }, [error]);

  return (
    <Fieldset legend="Card details" hideLegend={false} className={styles.paymentDetails}>
      <p className={styles.note}>
        Test payments: no money is taken. The card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
        Any future expiry date and any 3-digit CVC will do.
      </p>
      <TextField
        ref={number}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => onChange({ ...card, number: formatCardNumber(event.target.value) })}
        error={field === 'number' ? error?.message : undefined}
      />
      <div className={styles.cardRow}>
        <TextField
          ref={expiry}
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value) })}
          error={field === 'expiry' ? error?.message : undefined}
        />
        <TextField
          ref={cvc}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          value={card.cvc}
          onChange={(event) => onChange({ ...card, cvc: formatCvc(event.target.value) })}
          error={field === 'cvc' ? error?.message : undefined}
        />
      </div>
      {error && !field ? <Alert tone="error">{error.message}</Alert> : null}
    </Fieldset>
  );
}
