import { Fieldset, TextField } from '@firm/ui';
import { useEffect, useRef } from 'react';
import styles from './billing.module.css';
import type { PaymentError } from './use-place-order';

/**
 * SPEC §4 U.S. bank transfer: the account holder's name. With Stripe the account itself is chosen in Stripe's own
 * window after PLACE ORDER; the sandbox contacts no bank. Either way the transfer settles in 4–5 working days.
 */
export function BankTransferForm({
  provider,
  accountHolder,
  onChange,
  error,
}: {
  provider: 'stripe' | 'sandbox';
  accountHolder: string;
  onChange: (name: string) => void;
  error: PaymentError | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  return (
    <Fieldset legend="Bank account" hideLegend={false} className={styles.paymentDetails}>
      <p className={styles.note}>
        {provider === 'stripe'
          ? 'After PLACE ORDER you choose the U.S. bank account to pay from in a secure Stripe window.'
          : 'Test payments: no bank is contacted and no money is taken.'}{' '}
        Bank transfers take 4–5 working days to complete.
      </p>
      <TextField
        ref={input}
        label="Account holder name"
        autoComplete="name"
        value={accountHolder}
        onChange={(event) => onChange(event.target.value)}
        error={error?.message}
      />
    </Fieldset>
  );
}
