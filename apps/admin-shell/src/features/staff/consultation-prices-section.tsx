import {
  CONSULTATION_LENGTHS,
  ConsultationPriceMessages,
  formatUsd,
  priceField,
  UpdateConsultationPricesSchema,
  type ConsultationPrices,
} from '@firm/domain';
import { Alert, Button, TextField } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consultationPricesQueryOptions, useSetConsultationPricesMutation } from '../../data/analysts';
import { errorMessage } from '../../lib/error-message';
import styles from './staff.module.css';

type Field = keyof ConsultationPrices | 'reason';

/** The form's text: each price as typed, and the reason. */
const valuesOf = (prices: ConsultationPrices): Record<Field, string> => ({
  price_15: String(prices.price_15),
  price_30: String(prices.price_30),
  price_60: String(prices.price_60),
  reason: '',
});

/** A typed price as a number of dollars; anything else stays as typed, for the schema to refuse. */
const dollars = (text: string): unknown =>
  text.trim() === '' ? undefined : Number(text.replace(/[$,\s]/g, ''));

/**
 * The prices of consultations by length (issue 43), on the staff page: the firm's terms until an admin sets others,
 * with a reason kept in the audit log. Sessions already held or booked keep their price.
 */
export function ConsultationPricesSection() {
  const { data: prices } = useSuspenseQuery(consultationPricesQueryOptions());
  const save = useSetConsultationPricesMutation();
  const [values, setValues] = useState(() => valuesOf(prices));
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = UpdateConsultationPricesSchema.safeParse({
      price_15: dollars(values.price_15),
      price_30: dollars(values.price_30),
      price_60: dollars(values.price_60),
      reason: values.reason,
    });
    if (!parsed.success) {
      const messages: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) messages[issue.path[0] as Field] ??= issue.message;
      setInvalid(messages);
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(valuesOf(answer.data));
        setNotice(answer.message ?? ConsultationPriceMessages.saved);
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby="consultation-prices-heading">
      <h2 id="consultation-prices-heading">Consultation prices</h2>
      <p>
        What a session costs by its length:{' '}
        {CONSULTATION_LENGTHS.map(
          (length) => `${length} minutes ${formatUsd(prices[priceField(length)])}`,
        ).join(', ')}
        . Sessions already held or booked keep the price they were booked at.
      </p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        {CONSULTATION_LENGTHS.map((length) => {
          const field = priceField(length);
          return (
            <TextField
              key={field}
              label={`${length} minutes (USD)`}
              inputMode="decimal"
              value={values[field]}
              error={invalid[field]}
              onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
            />
          );
        })}
        <TextField
          label="Reason"
          hint="Kept in the audit log."
          value={values.reason}
          error={invalid.reason}
          onChange={(event) => setValues((previous) => ({ ...previous, reason: event.target.value }))}
        />
        {save.isError ? (
          <Alert tone="error">{errorMessage(save.error, 'The prices could not be saved.')}</Alert>
        ) : null}
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save prices
        </Button>
      </form>
    </section>
  );
}
