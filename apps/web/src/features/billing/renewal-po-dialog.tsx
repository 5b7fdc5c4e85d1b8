import { PoNumberSchema, PO_NUMBER_MAX_LENGTH, type BillingSubscription } from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Button, Modal, TextField } from '@firm/ui';
import { useState, type FormEvent } from 'react';
import { useSubscriptionChange } from '../../data/billing';
import { api } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import styles from './billing.module.css';

/**
 * The purchase-order number of a subscription's next renewal (issue 46), for whoever reads the billing view: printed
 * on the renewal's invoice or receipt. Empty takes it away. The form checks what the API checks; the API says when
 * the renewal invoice is issued already (it is never changed).
 */
export function RenewalPoDialog({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: BillingSubscription;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const [value, setValue] = useState(subscription.renewal_po_number ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const change = useSubscriptionChange((poNumber: string | null) =>
    api.setRenewalPo(subscription.id, { po_number: poNumber }),
  );
  const serverField =
    change.error instanceof ApiRequestError ? change.error.errors?.po_number?.[0] : undefined;
  const formId = `renewal-po-${subscription.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PoNumberSchema.safeParse(value);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        onChanged(answer.message);
        onClose();
      },
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Purchase order for the renewal of ${subscription.report_type}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={change.isPending} busyLabel="Saving...">
            Save purchase order
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label="Purchase order number"
          hint="Printed on the renewal's invoice or receipt. Leave empty for none."
          autoComplete="off"
          maxLength={PO_NUMBER_MAX_LENGTH}
          value={value}
          error={
            invalid ??
            serverField ??
            (change.isError
              ? failureMessage(change.error, 'The purchase order could not be saved.')
              : undefined)
          }
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(undefined);
            change.reset();
          }}
        />
      </form>
    </Modal>
  );
}
