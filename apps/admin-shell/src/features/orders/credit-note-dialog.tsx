import {
  AdminOrderCreditSchema,
  correctedDocument,
  dollarsToCents,
  formatCents,
  leftToCreditCents,
  PartialCreditMessages,
  type AdminOrderDetail,
  type PartialCreditKind,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { ConfirmDialog, Select, TextField } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { ReasonField } from '../../components/reason-field';
import { useOrderCreditMutation } from '../../data/orders';
import { errorMessage } from '../../lib/error-message';
import styles from './orders.module.css';

interface CreditNoteDialogProps {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
  /** The credit note was issued: what to tell the staff member. */
  onDone: (message: string) => void;
}

type Field = 'kind' | 'amount' | 'reason';

/** The kinds as the dialog offers them: what happens to the money is in each label. */
function kindOptions(order: AdminOrderDetail): { value: PartialCreditKind; label: string }[] {
  return [
    {
      value: 'refund',
      label:
        order.method === 'card'
          ? 'Partial refund: given back to the card'
          : 'Partial refund: paid back by the firm (recorded here)',
    },
    { value: 'correction', label: 'Price correction: credited, no money moves' },
  ];
}

/**
 * Issues a credit note for part of a paid order (issue 46): a partial refund or a price correction, its amount (at
 * most what the order's credit notes leave) and the reason, checked here by the API's own rules before it is sent;
 * the server's refusal of a field is shown under it.
 */
export function CreditNoteDialog({ order, open, onClose, onDone }: CreditNoteDialogProps) {
  const mutation = useOrderCreditMutation(order.number);
  const [kind, setKind] = useState<PartialCreditKind>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const left = leftToCreditCents(order);
  const corrects = correctedDocument({ invoiceNumber: order.invoice_number, number: order.number });

  // Each opening starts blank.
  useEffect(() => {
    if (!open) return;
    setKind('refund');
    setAmount('');
    setReason('');
    setErrors({});
    mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    if (found.amount) amountRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
  }

  function confirm() {
    const typed = amount.trim();
    const checked = AdminOrderCreditSchema.safeParse({
      kind,
      amount: typed === '' ? undefined : Number(typed),
      reason,
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found);
      return;
    }
    const credit = checked.data;
    if (dollarsToCents(credit.amount) > left) {
      showErrors({ amount: PartialCreditMessages.overRemaining(left, corrects) });
      return;
    }
    mutation.mutate(credit, {
      onSuccess: (answered) =>
        onDone(
          `Credit note ${answered.credit_notes.at(-1)?.number ?? ''} for ${formatCents(dollarsToCents(credit.amount))} is issued and mailed.`,
        ),
      onError: (error) => {
        const amountError = error instanceof ApiRequestError ? error.errors?.amount?.[0] : undefined;
        if (amountError) showErrors({ amount: amountError });
      },
    });
  }

  const serverError =
    mutation.isError && !(mutation.error instanceof ApiRequestError && mutation.error.errors?.amount)
      ? errorMessage(mutation.error, 'The credit note was not issued. Please try again.')
      : undefined;

  return (
    <ConfirmDialog
      open={open}
      title="Issue a credit note?"
      confirmLabel="Issue credit note"
      busy={mutation.isPending}
      busyLabel="Issuing..."
      error={serverError}
      onConfirm={confirm}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
    >
      <p>
        A credit note for part of {corrects} is issued in its own numbering and mailed to the buyer and
        accounts payable; the order stays paid and its access runs on. {formatCents(left)} is left to credit.
      </p>
      <div className={styles.dialogFields}>
        <Select
          label="Kind"
          options={kindOptions(order)}
          value={kind}
          error={errors.kind}
          onChange={(event) => setKind(event.target.value as PartialCreditKind)}
        />
        <TextField
          ref={amountRef}
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={`Up to ${formatCents(left)}, in dollars and cents.`}
          value={amount}
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <ReasonField
          ref={reasonRef}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
