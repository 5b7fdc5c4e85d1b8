import {
  AP_EMAILS_MAX,
  billingAddressLines,
  BillingProfileRequestSchema,
  apEmailsOf,
  TAX_ID_KIND_OPTIONS,
  taxIdText,
  type BillingProfile,
  type BillingProfileForm,
  type TaxIdKind,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Checkbox, Select, TextArea, TextField } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clientBillingProfileQueryOptions, useSaveClientBillingProfileMutation } from '../../data/clients';
import { errorMessage } from '../../lib/error-message';
import { COUNTRY_OPTIONS, messagesByField } from '../../lib/form-messages';
import styles from './clients.module.css';

/** The form's values: the profile's fields as typed, the addresses one per line. */
interface Values {
  legal_name: string;
  street_address: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  tax_id_kind: TaxIdKind | '';
  tax_id: string;
  ap_emails: string;
  po_required: boolean;
}

const valuesOf = (profile: BillingProfile | null): Values => ({
  legal_name: profile?.legal_name ?? '',
  street_address: profile?.street_address ?? '',
  address_line_2: profile?.address_line_2 ?? '',
  city: profile?.city ?? '',
  state: profile?.state ?? '',
  postal_code: profile?.postal_code ?? '',
  country: profile?.country ?? '',
  tax_id_kind: profile?.tax_id_kind ?? '',
  tax_id: profile?.tax_id ?? '',
  ap_emails: (profile?.ap_emails ?? []).join('\n'),
  po_required: profile?.po_required ?? false,
});

const bodyOf = (values: Values): BillingProfileForm => ({
  ...values,
  tax_id_kind: values.tax_id_kind || null,
  ap_emails: apEmailsOf(values.ap_emails),
});

/**
 * An organisation's billing details in the back office (issue 46): what invoices are made out to and where they
 * go. Staff who run orders (admins, finance) correct them; the change is on the audit log.
 */
export function BillingDetails({ clientId, writes }: { clientId: string; writes: boolean }) {
  const query = useQuery(clientBillingProfileQueryOptions(clientId));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const close = (afterSave: boolean) => {
    focusEdit.current = true;
    setSaved(afterSave);
    setEditing(false);
  };

  let body;
  if (query.isPending) body = <p className={styles.muted}>Loading billing details…</p>;
  else if (query.isError)
    body = <Alert tone="error">{errorMessage(query.error, 'Billing details could not be loaded.')}</Alert>;
  else if (editing)
    body = (
      <BillingDetailsForm
        clientId={clientId}
        profile={query.data}
        onSaved={() => close(true)}
        onCancel={() => close(false)}
      />
    );
  else
    body = (
      <>
        {saved ? <Alert tone="success">Billing details saved.</Alert> : null}
        {query.data ? (
          <dl className={styles.fields}>
            <dt>Legal name</dt>
            <dd>{query.data.legal_name}</dd>
            <dt>Billing address</dt>
            <dd className={styles.lines}>{billingAddressLines(query.data).join('\n')}</dd>
            <dt>Tax ID</dt>
            <dd>{taxIdText(query.data) ?? 'None'}</dd>
            <dt>Accounts payable</dt>
            <dd>{query.data.ap_emails.join(', ')}</dd>
            <dt>Purchase order</dt>
            <dd>{query.data.po_required ? 'Required on every order' : 'Not required'}</dd>
          </dl>
        ) : (
          <p className={styles.muted}>The organisation has not given billing details yet.</p>
        )}
        {writes ? (
          <div className={styles.actions}>
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {query.data ? 'Edit billing details' : 'Add billing details'}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section className={styles.section} aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">Billing details</h2>
      {body}
    </section>
  );
}

function BillingDetailsForm({
  clientId,
  profile,
  onSaved,
  onCancel,
}: {
  clientId: string;
  profile: BillingProfile | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveClientBillingProfileMutation(clientId);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const refused =
    save.error instanceof ApiRequestError
      ? messagesByField(
          Object.entries(save.error.errors ?? {}).map(([name, [message = '']]) => ({
            path: name.split('.'),
            message,
          })),
        )
      : {};
  const fieldError = (field: keyof Values) => invalid[field] ?? refused[field];
  const failure =
    save.isError && Object.keys(refused).length === 0
      ? errorMessage(save.error, 'The billing details could not be saved.')
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = BillingProfileRequestSchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      setInvalid(messagesByField(parsed.error.issues));
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, { onSuccess: onSaved });
  }

  const text = (field: Exclude<keyof Values, 'tax_id_kind' | 'po_required'>, label: string) => ({
    label,
    name: field,
    value: values[field],
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form className={styles.form} noValidate aria-label="Edit billing details" onSubmit={submit}>
      <TextField ref={firstField} {...text('legal_name', 'Legal name')} />
      <TextField {...text('street_address', 'Address line 1')} />
      <TextField {...text('address_line_2', 'Address line 2')} />
      <TextField {...text('city', 'City')} />
      <TextField {...text('state', 'State or region')} />
      <TextField {...text('postal_code', 'Postal code')} />
      <Select
        label="Country"
        placeholder="Select a country"
        options={COUNTRY_OPTIONS}
        value={values.country}
        error={fieldError('country')}
        onChange={(event) => set('country', event.target.value)}
      />
      <Select
        label="Tax ID kind"
        options={TAX_ID_KIND_OPTIONS}
        value={values.tax_id_kind}
        error={fieldError('tax_id_kind')}
        onChange={(event) => set('tax_id_kind', event.target.value as TaxIdKind | '')}
      />
      <TextField {...text('tax_id', 'Tax ID')} spellCheck={false} />
      <TextArea
        {...text('ap_emails', 'Accounts-payable email addresses')}
        hint={`One per line, up to ${AP_EMAILS_MAX}.`}
        spellCheck={false}
      />
      <Checkbox
        label="Purchase order required"
        name="po_required"
        checked={values.po_required}
        error={fieldError('po_required')}
        onChange={(event) => set('po_required', event.target.checked)}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
