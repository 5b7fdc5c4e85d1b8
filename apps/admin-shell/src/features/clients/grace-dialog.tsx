import { AdminGraceExtendSchema, type AdminGraceExtend } from '@firm/domain';
import { ConfirmDialog, TextField } from '@firm/ui';
import { useEffect, useState } from 'react';
import { ReasonField } from '../../components/reason-field';
import { messagesByField } from '../../lib/form-messages';

/** The subscription whose grace is extended: its report type and when its access ends now, in words. */
export interface GraceTarget {
  reportType: string;
  endsAt: string;
}

export interface GraceDialogProps {
  target: GraceTarget | null;
  busy: boolean;
  /** The server's refusal and its field messages, if any. */
  error: { message: string; fields: Record<string, string[]> } | undefined;
  onConfirm: (body: AdminGraceExtend) => void;
  onCancel: () => void;
}

/**
 * Asks before keeping a lapsed subscription's access longer (issue 17): the last day of grace and the reason the
 * audit log keeps, checked with the API's own schema before they are sent.
 */
export function GraceDialog({ target, busy, error, onConfirm, onCancel }: GraceDialogProps) {
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const open = target !== null;
  useEffect(() => {
    if (!open) return;
    setUntil('');
    setReason('');
    setInvalid({});
  }, [open]);

  const fieldError = (field: string) => invalid[field] ?? error?.fields[field]?.[0];
  return (
    <ConfirmDialog
      open={open}
      title={`Extend grace of ${target?.reportType ?? 'the subscription'}`}
      confirmLabel="Extend grace"
      busy={busy}
      busyLabel="Saving..."
      error={error?.message}
      onCancel={onCancel}
      onConfirm={() => {
        const parsed = AdminGraceExtendSchema.safeParse({ until, reason });
        if (!parsed.success) {
          setInvalid(messagesByField(parsed.error.issues));
          return;
        }
        setInvalid({});
        onConfirm(parsed.data);
      }}
    >
      <p>
        Its renewal is unpaid and access now ends on {target?.endsAt}. The organisation keeps reading its
        reports through the day you choose.
      </p>
      <TextField
        label="Grace ends on"
        type="date"
        hint="Through this day (UTC); later than the current end."
        value={until}
        error={fieldError('until')}
        onChange={(event) => setUntil(event.target.value)}
      />
      <ReasonField
        hint="Kept in the audit log."
        value={reason}
        error={fieldError('reason')}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
