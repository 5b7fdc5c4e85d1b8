import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@firm/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './billing.module.css';

/** SPEC §2/§4: the three payment choices as one radio group, CREDIT CARD first and chosen by default. */
export function PaymentMethodChoice({ field }: { field: UseFormRegisterReturn<'paymentMethod'> }) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>Payment method</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.method}>
          <input type="radio" value={method} {...field} />
          <span>{PAYMENT_METHOD_LABELS[method]}</span>
        </label>
      ))}
    </fieldset>
  );
}
