import type { AdminPromoCode } from '@firm/domain';
import { ConfirmDialog, TextArea } from '@firm/ui';
import { useState } from 'react';
import { useDeactivatePromoCodeMutation } from '../../data/promo-codes';
import { errorMessage } from '../../lib/error-message';

/** Asks before deactivating a code, with the reason the audit log keeps. */
export function DeactivatePromoCode({
  code,
  open,
  onClose,
}: {
  code: AdminPromoCode | null;
  open: boolean;
  onClose: () => void;
}) {
  const deactivate = useDeactivatePromoCodeMutation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    deactivate.reset();
    setReason('');
    setMissing(false);
    onClose();
  }

  return (
    <ConfirmDialog
      open={open && code !== null}
      title={code ? `Deactivate ${code.code}?` : 'Deactivate'}
      confirmLabel="Deactivate code"
      destructive
      busy={deactivate.isPending}
      busyLabel="Deactivating..."
      error={
        deactivate.isError
          ? errorMessage(deactivate.error, 'The code could not be deactivated. Please try again.')
          : undefined
      }
      onCancel={close}
      onConfirm={() => {
        if (!code) return;
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        deactivate.mutate({ id: code.id, reason: reason.trim() }, { onSuccess: close });
      }}
    >
      <p>
        From now no cart can use this code; a cart holding it loses it at checkout. Orders already placed with
        it keep their discount.
      </p>
      <TextArea
        label="Reason"
        value={reason}
        rows={3}
        maxLength={500}
        required
        error={missing ? 'Please give a reason.' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
    </ConfirmDialog>
  );
}
