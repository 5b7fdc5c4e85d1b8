import { LINE_KIND_LABELS, LINE_KINDS, type AdminPromoCodeCreateRequest, type LineKind } from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, FieldError, Fieldset, Modal, Select, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import { useCreatePromoCodeMutation } from '../../data/promo-codes';
import { errorMessage } from '../../lib/error-message';
import { upperFirst } from './promo-code-labels';
import styles from './promo-codes.module.css';

const FORM_ID = 'promo-code-form';
const APPLIES_TO_HINT = 'promo-code-applies-to-hint';
const APPLIES_TO_ERROR = 'promo-code-applies-to-error';

const numberOrEmpty = (value: string): number | '' => (value.trim() === '' ? '' : Number(value));

/**
 * A new promo code in a dialog: the server judges every field (as the CLI's rules do) and its messages show beside
 * the fields; the code is kept in upper case.
 */
export function PromoCodeForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePromoCodeMutation();
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const fieldErrors = create.error instanceof ApiRequestError ? (create.error.errors ?? {}) : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];

  function close() {
    create.reset();
    setKind('percent');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const body: AdminPromoCodeCreateRequest = {
      code: text('code'),
      kind,
      ...(kind === 'percent'
        ? { percent_off: numberOrEmpty(text('percent_off')) }
        : { amount_off: numberOrEmpty(text('amount_off')) }),
      valid_from: text('valid_from') || undefined,
      valid_until: text('valid_until') || undefined,
      max_redemptions: numberOrEmpty(text('max_redemptions')),
      min_amount: numberOrEmpty(text('min_amount')),
      applies_to: form
        .getAll('applies_to')
        .filter((kind): kind is LineKind => LINE_KINDS.includes(kind as LineKind)),
    };
    create.mutate(body, { onSuccess: close });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="New promo code"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={create.isPending} busyLabel="Creating...">
            Create code
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        {create.isError && Object.keys(fieldErrors).length === 0 ? (
          <Alert tone="error">
            {errorMessage(create.error, 'The code could not be created. Please try again.')}
          </Alert>
        ) : null}
        <TextField
          name="code"
          label="Code"
          hint="Letters, digits, - and _; kept in upper case."
          autoComplete="off"
          required
          maxLength={40}
          error={fieldError('code')}
        />
        <Select
          label="Discount"
          name="kind"
          value={kind}
          options={[
            { value: 'percent', label: 'A percentage off' },
            { value: 'fixed', label: 'An amount off (USD)' },
          ]}
          onChange={(event) => setKind(event.target.value as 'percent' | 'fixed')}
          error={fieldError('kind')}
        />
        {kind === 'percent' ? (
          <TextField
            name="percent_off"
            label="Percent off"
            type="number"
            min={1}
            max={100}
            step={1}
            required
            error={fieldError('percent_off')}
          />
        ) : (
          <TextField
            name="amount_off"
            label="Amount off (USD)"
            type="number"
            min={0.01}
            step={0.01}
            required
            error={fieldError('amount_off')}
          />
        )}
        <TextField
          name="valid_from"
          label="First day"
          type="date"
          hint="Empty: from today."
          error={fieldError('valid_from')}
        />
        <TextField
          name="valid_until"
          label="Last day"
          type="date"
          hint="Empty: no end. The code works until the end of this day (UTC)."
          error={fieldError('valid_until')}
        />
        <TextField
          name="max_redemptions"
          label="Maximum orders"
          type="number"
          min={1}
          step={1}
          hint="Empty: no limit."
          error={fieldError('max_redemptions')}
        />
        <TextField
          name="min_amount"
          label="Minimum order (USD)"
          type="number"
          min={0}
          step={0.01}
          hint="Empty: no minimum. A code for some items counts those items only."
          error={fieldError('min_amount')}
        />
        <Fieldset
          legend="Applies to"
          hideLegend={false}
          aria-describedby={`${APPLIES_TO_HINT} ${APPLIES_TO_ERROR}`}
        >
          <p id={APPLIES_TO_HINT} className={styles.hint}>
            None ticked: every item in the cart.
          </p>
          {LINE_KINDS.map((kind) => (
            <label key={kind} className={styles.check}>
              <input type="checkbox" name="applies_to" value={kind} /> {upperFirst(LINE_KIND_LABELS[kind])}
            </label>
          ))}
          <FieldError id={APPLIES_TO_ERROR}>{fieldError('applies_to')}</FieldError>
        </Fieldset>
      </form>
    </Modal>
  );
}
