import {
  AP_EMAILS_MAX,
  apEmailsOf,
  TAX_ID_KIND_OPTIONS,
  type BillingProfile,
  type BillingProfileForm,
  type BillingProfileRequest,
} from '@firm/domain';
import { Alert, Button, Checkbox, Fieldset, Select, TextArea, TextField } from '@firm/ui';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { AddressFields } from '../../components/address-fields/address-fields';
import { useSaveBillingProfileMutation } from '../../data/billing';
import { refusalOf } from '../../lib/refusal';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { billingFieldOf, billingFormValues } from './billing-details-facts';
import styles from './billing.module.css';

const FIELDS = [
  'legal_name',
  'street_address',
  'address_line_2',
  'city',
  'state',
  'postal_code',
  'country',
  'tax_id_kind',
  'tax_id',
  'ap_emails',
  'po_required',
] as const satisfies readonly (keyof BillingProfileForm)[];

const resolver = lazyResolver(() => import('./billing-details-form-resolver'));

/** The list's own message, or its first refused address's: the list is one field. */
const emailsError = (errors: FieldErrors<BillingProfileForm>): string | undefined => {
  const list = errors.ap_emails;
  if (!list) return undefined;
  if (list.message) return list.message;
  const items: readonly ({ message?: string } | undefined)[] = Array.isArray(list) ? list : [];
  return items.find((item) => item?.message)?.message;
};

export interface BillingDetailsFormProps {
  profile: BillingProfile | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * The organisation's billing details (issue 46): whom invoices are made out to, their tax ID, where they are mailed
 * and whether each order needs a purchase-order number. The domain's rules check it on Save; a tax ID the server
 * finds invalid for its kind is named under its field.
 */
export function BillingDetailsForm({ profile, onSaved, onCancel }: BillingDetailsFormProps) {
  const save = useSaveBillingProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BillingProfileForm, unknown, BillingProfileRequest>({
    resolver,
    defaultValues: billingFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const busy = save.isPending;
  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  useEffect(() => setFocus('legal_name'), [setFocus]);

  const onSubmit = handleSubmit((checked) => {
    setFailure(null);
    save.mutate(checked, {
      onSuccess: (answer) => onSaved(answer.message ?? ''),
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS, billingFieldOf);
        setFailure(refusal.message);
        for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
        focusRefused(refusal.fields[0]?.[0] ?? null);
      },
    });
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      aria-label="Edit billing details"
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Fieldset legend="Invoices are made out to" hideLegend={false} disabled={busy}>
        <TextField
          label="Legal name"
          autoComplete="organization"
          hint="As registered: the name your accounts-payable department expects on invoices."
          error={errors.legal_name?.message}
          {...register('legal_name')}
        />
        <AddressFields
          billing
          fields={{
            street_address: register('street_address'),
            address_line_2: register('address_line_2'),
            city: register('city'),
            state: register('state'),
            postal_code: register('postal_code'),
            country: register('country'),
          }}
          errors={errors}
        />
        <div className={styles.row}>
          <Select
            label="Tax ID kind"
            options={TAX_ID_KIND_OPTIONS}
            error={errors.tax_id_kind?.message}
            {...register('tax_id_kind', { setValueAs: (value: string | null) => value || null })}
          />
          <TextField
            label="Tax ID"
            hint="With its country prefix where it has one, for example DE136695976."
            autoComplete="off"
            spellCheck={false}
            error={errors.tax_id?.message}
            {...register('tax_id')}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Sending invoices" hideLegend={false} disabled={busy}>
        <Controller
          control={control}
          name="ap_emails"
          render={({ field }) => (
            <EmailLines
              name={field.name}
              emails={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={emailsError(errors)}
            />
          )}
        />
        <Checkbox
          label="Purchase order required"
          hint="Every order then asks for your purchase-order number, and its invoice shows it."
          error={errors.po_required?.message}
          {...register('po_required')}
        />
      </Fieldset>

      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The accounts-payable addresses, one per line, kept as typed while the form holds them as a list. */
function EmailLines({
  name,
  emails,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  name: string;
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  onBlur: () => void;
  inputRef: (element: HTMLTextAreaElement | null) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(() => emails.join('\n'));
  return (
    <TextArea
      ref={inputRef}
      name={name}
      label="Accounts-payable email addresses"
      hint={`One per line, up to ${AP_EMAILS_MAX}. Invoices and credit notes are mailed to each.`}
      autoComplete="off"
      spellCheck={false}
      rows={3}
      value={text}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(apEmailsOf(event.target.value));
      }}
    />
  );
}
