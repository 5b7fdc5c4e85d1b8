import { REPORT_TYPE_IMAGE_TYPES, type AdminReportType, type AdminReportTypeUpdate } from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Modal, Select, TextArea, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import { useSaveReportTypeMutation } from '../../data/report-types';
import { errorMessage } from '../../lib/error-message';
import styles from './report-types.module.css';

const FORM_ID = 'report-type-form';

const PRICE_FIELDS = ['price_single', 'price_upto_3', 'price_enterprise', 'price_archived_report'] as const;
/** Each price's field: the three tiers' yearly prices, and one archived report bought alone (issue 44). */
const PRICE_LABELS: Record<(typeof PRICE_FIELDS)[number], { label: string; hint?: string }> = {
  price_single: { label: 'Single user' },
  price_upto_3: { label: 'Up to 3 users' },
  price_enterprise: { label: 'Enterprise' },
  price_archived_report: {
    label: 'One archived report',
    hint: 'Bought alone, without a subscription; empty where none is sold alone.',
  },
};
const PRICE_INVALID = 'Enter a price in dollars, e.g. 1950.';

const priceOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/**
 * A number field holding text the browser cannot read (e.g. "1,950") submits as empty, which would mean "not
 * sold": such a field is told apart from an empty one by its validity.
 */
function unreadablePrices(form: HTMLFormElement): string[] {
  return PRICE_FIELDS.filter((name) => {
    const input = form.elements.namedItem(name);
    return (
      input instanceof HTMLInputElement && (input.validity.badInput || !Number.isFinite(Number(input.value)))
    );
  });
}

/**
 * A report type's names, group, picture, three yearly prices and the price of one archived report in a dialog. A price change applies to new carts;
 * carts priced before keep their price and say so at checkout.
 */
export function ReportTypeForm({
  type,
  types,
  open,
  onClose,
}: {
  type: AdminReportType | null;
  types: AdminReportType[];
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveReportTypeMutation();
  const fieldErrors = save.error instanceof ApiRequestError ? (save.error.errors ?? {}) : {};
  const [priceErrors, setPriceErrors] = useState<string[]>([]);
  // A price edited asks why (money changes); the server requires it when a price actually changes.
  const [priceEdited, setPriceEdited] = useState(false);
  const fieldError = (name: string) => (priceErrors.includes(name) ? PRICE_INVALID : fieldErrors[name]?.[0]);

  function close() {
    save.reset();
    setPriceErrors([]);
    setPriceEdited(false);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!type) return;
    const unreadable = unreadablePrices(event.currentTarget);
    setPriceErrors(unreadable);
    if (unreadable.length > 0) {
      const first = event.currentTarget.elements.namedItem(unreadable[0]!);
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const file = form.get('image');
    const body: AdminReportTypeUpdate = {
      name: text('name'),
      title: text('title'),
      description: text('description'),
      parent_id: text('parent_id') === '' ? null : Number(text('parent_id')),
      price_single: priceOf(text('price_single')),
      price_upto_3: priceOf(text('price_upto_3')),
      price_enterprise: priceOf(text('price_enterprise')),
      price_archived_report: priceOf(text('price_archived_report')),
      ...(priceEdited && text('reason').trim() ? { reason: text('reason').trim() } : {}),
    };
    save.mutate(
      { id: type.id, body, image: file instanceof File && file.size > 0 ? file : null },
      { onSuccess: close },
    );
  }

  const groups = types
    .filter((candidate) => candidate.id !== type?.id)
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));

  return (
    <Modal
      open={open && type !== null}
      onClose={close}
      title={type ? `Edit ${type.name}` : 'Edit report type'}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={save.isPending} busyLabel="Saving...">
            Save
          </Button>
        </>
      }
    >
      {type ? (
        <form id={FORM_ID} key={type.id} className={styles.form} onSubmit={submit} noValidate>
          {save.isError && Object.keys(fieldErrors).length === 0 ? (
            <Alert tone="error">
              {errorMessage(save.error, 'The report type could not be saved. Please try again.')}
            </Alert>
          ) : null}
          <TextField name="name" label="Name" defaultValue={type.name} required error={fieldError('name')} />
          <TextField name="title" label="Title" defaultValue={type.title} error={fieldError('title')} />
          <TextArea
            name="description"
            label="Description"
            defaultValue={type.description}
            rows={4}
            error={fieldError('description')}
          />
          <Select
            name="parent_id"
            label="Group"
            defaultValue={type.parent_id === null ? '' : String(type.parent_id)}
            options={[{ value: '', label: 'None (top level)' }, ...groups]}
            error={fieldError('parent_id')}
          />
          <p className={styles.hint}>
            Prices in USD, the tiers’ yearly; leave a price empty where it is not sold. A change applies to
            new carts.
          </p>
          <div className={styles.prices} onChange={() => setPriceEdited(true)}>
            {PRICE_FIELDS.map((name) => (
              <TextField
                key={name}
                name={name}
                label={PRICE_LABELS[name].label}
                hint={PRICE_LABELS[name].hint}
                type="number"
                min={0}
                step={0.01}
                defaultValue={type[name] ?? ''}
                error={fieldError(name)}
              />
            ))}
          </div>
          {priceEdited ? (
            <TextArea
              name="reason"
              label="Reason"
              hint="Why the price changes; kept in the audit log."
              rows={2}
              maxLength={500}
              error={fieldError('reason')}
            />
          ) : null}
          {type.image_url ? <img src={type.image_url} alt="" width={64} height={64} /> : null}
          <TextField
            name="image"
            label="Picture"
            type="file"
            accept={REPORT_TYPE_IMAGE_TYPES.join(',')}
            hint="PNG, JPEG or WebP, at most 2 MB. Empty keeps the current picture."
            error={fieldError('image')}
          />
        </form>
      ) : null}
    </Modal>
  );
}
