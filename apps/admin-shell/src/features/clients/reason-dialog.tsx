import { StaffReasonSchema } from '@firm/domain';
import { ConfirmDialog, TextArea } from '@firm/ui';
import { useEffect, useState, type ReactNode } from 'react';

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
        const parsed = StaffReasonSchema.safeParse(reason);
        if (!parsed.success) {
          setInvalid(parsed.error.issues[0]?.message);
          return;
        }
        onConfirm(parsed.data);
      }}
    >
      <p>{children}</p>
      <TextArea
        label="Reason"
        hint="Kept in the audit log."
        value={reason}
        maxLength={500}
        error={invalid}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
