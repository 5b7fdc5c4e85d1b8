import { ConfirmDialog } from '@firm/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { ReasonField, invalidReason } from '../../components/reason-field';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** What will happen. */
  children: ReactNode;
  destructive?: boolean;
  busy: boolean;
  /** The server's refusal, if any. */
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before a change of access, with the reason the audit log keeps; the reason is checked as the API checks it. */
export function ReasonDialog({ open, onConfirm, children, ...rest }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setReason('');
      setInvalid(undefined);
    }
  }, [open]);

  return (
    <ConfirmDialog
      {...rest}
      open={open}
      onConfirm={() => {
        const error = invalidReason(reason);
        if (error) {
          setInvalid(error);
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <p>{children}</p>
      <ReasonField
        hint="Kept in the audit log."
        value={reason}
        error={invalid}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
