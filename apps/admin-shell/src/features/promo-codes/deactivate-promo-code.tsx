import type { AdminPromoCode } from '@firm/domain';
import { ConfirmDialog } from '@firm/ui';
import { useState } from 'react';
import { ReasonField, invalidReason } from '../../components/reason-field';
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
  const [invalid, setInvalid] = useState<string | undefined>();

  function close() {
    deactivate.reset();
    setReason('');
    setInvalid(undefined);
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
        const error = invalidReason(reason);
        if (error) {
          setInvalid(error);
          return;
        }
        deactivate.mutate({ id: code.id, reason: reason.trim() }, { onSuccess: close });
      }}
    >
      <p>
        From now no cart can use this code; a cart holding it loses it at checkout. Orders already placed with
        it keep their discount.
      </p>
      <ReasonField
        value={reason}
        error={invalid}
        onChange={(event) => {
          setReason(event.target.value);
          setInvalid(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
