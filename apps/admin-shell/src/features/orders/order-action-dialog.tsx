import { formatCents, type AdminOrderDetail } from '@firm/domain';
import { ConfirmDialog, Select } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { ReasonField, invalidReason } from '../../components/reason-field';
import { useOrderActionMutation, type OrderAction } from '../../data/orders';
import { errorMessage } from '../../lib/error-message';
import styles from './orders.module.css';
import { isLateFee } from './order-labels';

export type OrderActionKind = 'mark-paid' | 'resend' | 'void' | 'refund';

interface OrderActionDialogProps {
  order: AdminOrderDetail;
  /** The action asked for; null when the dialog is closed. */
  action: OrderActionKind | null;
  onClose: () => void;
  /** The action was done: what to tell the staff member. */
  onDone: (message: string) => void;
}

const ACCESS_OPTIONS = [
  { value: 'end', label: 'End the access this order alone pays for, now' },
  { value: 'keep', label: 'Keep the subscriptions running to their end' },
];

/**
 * Asks before acting on an order: what will happen, a reason (required where money or access changes: marking paid,
 * voiding and refunding; a note otherwise), and for a refund whether the access ends now.
 */
export function OrderActionDialog({ order, action, onClose, onDone }: OrderActionDialogProps) {
  const mutation = useOrderActionMutation(order.number);
  const [reason, setReason] = useState('');
  const [access, setAccess] = useState('end');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // Each opening starts blank.
  useEffect(() => {
    if (!action) return;
    setReason('');
    setAccess('end');
    setReasonError(undefined);
    mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  const reasonRequired = action === 'mark-paid' || action === 'void' || action === 'refund';
  const total = formatCents(order.total_cents);

  function confirm() {
    if (!action) return;
    const text = reason.trim();
    if (reasonRequired) {
      const error = invalidReason(reason);
      if (error) {
        setReasonError(error);
        reasonRef.current?.focus();
        return;
      }
    }
    let request: OrderAction;
    let message: string;
    switch (action) {
      case 'mark-paid':
        request = { kind: 'mark-paid', reason: text };
        message = `Invoice ${order.invoice_number} is marked paid; the subscriptions have started.`;
        break;
      case 'resend':
        request = { kind: 'resend', ...(text ? { reason: text } : {}) };
        message = `Invoice ${order.invoice_number} is sent again.`;
        break;
      case 'void':
        request = { kind: 'void', reason: text };
        message = isLateFee(order)
          ? `The late fee of invoice ${order.invoice_number} is waived.`
          : `Invoice ${order.invoice_number} is void.`;
        break;
      case 'refund':
        request = { kind: 'refund', reason: text, end_access: access === 'end' };
        message = `${total} is refunded.`;
        break;
    }
    mutation.mutate(request, { onSuccess: () => onDone(message) });
  }

  const copy: Record<OrderActionKind, { title: string; confirm: string; text: string }> = {
    'mark-paid': {
      title: 'Mark the invoice paid?',
      confirm: 'Mark paid',
      text: `The payment of ${total} for invoice ${order.invoice_number} is recorded and ${order.organisation}'s subscriptions start now. A receipt is mailed to the buyer.`,
    },
    resend: {
      title: 'Send the invoice again?',
      confirm: 'Send invoice',
      text: `Invoice ${order.invoice_number} is mailed again to ${order.buyer.email}${order.billing && order.billing.email.toLowerCase() !== order.buyer.email.toLowerCase() ? ` and ${order.billing.email}` : ''}, its PDF attached.`,
    },
    void: isLateFee(order)
      ? {
          title: 'Waive the late fee?',
          confirm: 'Waive late fee',
          text: `The late fee of ${total} (invoice ${order.invoice_number}) will no longer be payable: its invoice is voided. This cannot be undone.`,
        }
      : {
          title: 'Void the invoice?',
          confirm: 'Void invoice',
          text: `Invoice ${order.invoice_number} will no longer be payable: its order is cancelled, its promo code freed, and a credit note for its whole amount is issued and mailed; the invoice stays as issued. This cannot be undone.`,
        },
    refund: {
      title: 'Refund the payment?',
      confirm: `Refund ${total}`,
      text: `${total} is returned to the card through ${order.payment.provider ?? 'the payment provider'}, and a credit note for it is issued and mailed. This cannot be undone. Access ends only where this order alone pays for it: a refund that would end access another order pays for, or a grant gives, is refused.`,
    },
  };
  const current = action ? copy[action] : null;

  return (
    <ConfirmDialog
      open={action !== null}
      title={current?.title ?? ''}
      confirmLabel={current?.confirm ?? ''}
      destructive={action === 'void' || action === 'refund'}
      busy={mutation.isPending}
      busyLabel="Working..."
      error={
        mutation.isError ? errorMessage(mutation.error, 'That did not work. Please try again.') : undefined
      }
      onConfirm={confirm}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
    >
      <p>{current?.text}</p>
      <div className={styles.dialogFields}>
        <ReasonField
          ref={reasonRef}
          label={reasonRequired ? 'Reason' : 'Note (optional)'}
          value={reason}
          required={reasonRequired}
          hint={action === 'mark-paid' ? "e.g. the wire's reference" : undefined}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        {action === 'refund' ? (
          <Select
            label="Access"
            options={ACCESS_OPTIONS}
            value={access}
            onChange={(event) => setAccess(event.target.value)}
          />
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
