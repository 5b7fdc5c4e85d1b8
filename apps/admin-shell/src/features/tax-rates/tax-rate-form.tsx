import { TaxRateRequestSchema, type TaxRate, type TaxRateForm as TaxRateValues } from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Modal, Select, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import { useSaveTaxRateMutation } from '../../data/tax-rates';
import { errorMessage } from '../../lib/error-message';
import { COUNTRY_OPTIONS, messagesByField } from '../../lib/form-messages';
import styles from './tax-rates.module.css';

const FORM_ID = 'tax-rate-form';

interface Fields {
  country: string;
  region: string;
  rate: string;
  label: string;
}

const fieldsOf = (rate: TaxRate | null): Fields => ({
  country: rate?.country ?? '',
  region: rate?.region ?? '',
  rate: rate ? String(rate.rate) : '',
  label: rate?.label ?? '',
});

/**
 * A tax rate in a dialog: added (`rate` null) or changed. The form checks what the API checks (the domain's schema),
 * the API whether a US state exists and whether the place has a rate already; their messages show on the fields.
 */
export function TaxRateForm({
  rate,
  open,
  onClose,
}: {
  rate: TaxRate | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveTaxRateMutation();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(rate));
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<TaxRate | null>(rate);
  if (shown !== rate) {
    // Another rate (or a new one) is opened: the form starts from it.
    setShown(rate);
    setFields(fieldsOf(rate));
    setInvalid({});
  }
  const serverErrors = save.error instanceof ApiRequestError ? (save.error.errors ?? {}) : {};
  const fieldError = (name: keyof Fields) => invalid[name] ?? serverErrors[name]?.[0];
  const set = (name: keyof Fields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    setInvalid(({ [name]: _dropped, ...rest }) => rest);
  };

  function close() {
    save.reset();
    setFields(fieldsOf(rate));
    setInvalid({});
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: TaxRateValues = {
      country: fields.country,
      region: fields.country === 'US' ? fields.region : null,
      rate: fields.rate.trim() === '' ? Number.NaN : Number(fields.rate),
      label: fields.label,
    };
    const parsed = TaxRateRequestSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(messagesByField(parsed.error.issues));
      return;
    }
    setInvalid({});
    save.mutate({ id: rate?.id ?? null, body }, { onSuccess: close });
  }

  const title = rate
    ? `Change the rate of ${rate.region ? `${rate.country}-${rate.region}` : rate.country}`
    : 'New tax rate';
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={save.isPending} busyLabel="Saving...">
            {rate ? 'Save rate' : 'Add rate'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        {save.isError && Object.keys(serverErrors).length === 0 ? (
          <Alert tone="error">
            {errorMessage(save.error, 'The rate could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <Select
          label="Country"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          value={fields.country}
          error={fieldError('country')}
          onChange={(event) => set('country')(event.target.value)}
        />
        {fields.country === 'US' ? (
          <TextField
            label="US state"
            hint="Its two-letter code, for example NY. Empty: every state without a rate of its own."
            autoComplete="off"
            maxLength={2}
            value={fields.region}
            error={fieldError('region')}
            onChange={(event) => set('region')(event.target.value)}
          />
        ) : null}
        <TextField
          label="Rate (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.001}
          hint="Up to three decimal places, for example 8.875."
          value={fields.rate}
          error={fieldError('rate')}
          onChange={(event) => set('rate')(event.target.value)}
        />
        <TextField
          label="Name on invoices"
          hint="For example VAT, GST or Sales tax."
          autoComplete="off"
          maxLength={40}
          value={fields.label}
          error={fieldError('label')}
          onChange={(event) => set('label')(event.target.value)}
        />
      </form>
    </Modal>
  );
}
