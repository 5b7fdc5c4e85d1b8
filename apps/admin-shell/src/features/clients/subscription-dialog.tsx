import {
  AdminSubscriptionExtendSchema,
  AdminSubscriptionGrantSchema,
  TIER_KEYS,
  tierLabel,
  type AdminSubscriptionExtendRequest,
  type AdminSubscriptionGrantRequest,
  type ReportType,
  type TierKey,
} from '@firm/domain';
import { Alert, Button, Modal, Select, TextField } from '@firm/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { ReasonField } from '../../components/reason-field';
import { soldReportTypes } from '../../data/report-types';
import { messagesByField } from '../../lib/form-messages';
import styles from './clients.module.css';

export type SubscriptionDialogMode =
  { kind: 'grant'; reportTypes: ReportType[] } | { kind: 'extend'; reportType: string; endsAt: string };

export interface SubscriptionDialogProps {
  mode: SubscriptionDialogMode | null;
  open: boolean;
  busy: boolean;
  /** The server's refusal and its field messages, if any. */
  error: { message: string; fields: Record<string, string[]> } | undefined;
  onGrant: (body: AdminSubscriptionGrantRequest) => void;
  onExtend: (body: AdminSubscriptionExtendRequest) => void;
  onClose: () => void;
}

/**
 * Grants a complimentary subscription, or extends one, until a date or for some months, with a reason. The form is
 * checked with the API's own schema before it is sent.
 */
export function SubscriptionDialog({
  mode,
  open,
  busy,
  error,
  onGrant,
  onExtend,
  onClose,
}: SubscriptionDialogProps) {
  const [reportTypeId, setReportTypeId] = useState('');
  const [tier, setTier] = useState<TierKey>(TIER_KEYS[0]);
  const [endsAt, setEndsAt] = useState('');
  const [months, setMonths] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setReportTypeId('');
    setTier(TIER_KEYS[0]);
    setEndsAt('');
    setMonths('');
    setReason('');
    setInvalid({});
  }, [open]);

  if (!mode) return null;
  const period = {
    ...(endsAt ? { ends_at: endsAt } : {}),
    ...(months ? { months: Number(months) } : {}),
    reason,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mode) return;
    const parsed =
      mode.kind === 'grant'
        ? AdminSubscriptionGrantSchema.safeParse({ ...period, report_type_id: reportTypeId, tier })
        : AdminSubscriptionExtendSchema.safeParse(period);
    if (!parsed.success) {
      setInvalid(messagesByField(parsed.error.issues));
      return;
    }
    setInvalid({});
    if (mode.kind === 'grant') onGrant({ ...period, report_type_id: Number(reportTypeId), tier });
    else onExtend(period);
  }

  const fieldError = (field: string) => invalid[field] ?? error?.fields[field]?.[0];
  const title = mode.kind === 'grant' ? 'Grant a subscription' : `Extend ${mode.reportType}`;
  return (
    <Modal open={open} onClose={onClose} title={title} staticBackdrop>
      <form className={styles.form} noValidate onSubmit={submit}>
        {mode.kind === 'grant' ? (
          <>
            <Select
              label="Report type"
              placeholder="Choose a report type"
              options={soldReportTypes(mode.reportTypes).map((type) => ({
                value: String(type.id),
                label: type.report_type_name,
              }))}
              value={reportTypeId}
              error={fieldError('report_type_id')}
              onChange={(event) => setReportTypeId(event.target.value)}
            />
            <Select
              label="Tier"
              options={TIER_KEYS.map((key) => ({ value: key, label: tierLabel(key) }))}
              value={tier}
              error={fieldError('tier')}
              onChange={(event) => setTier(event.target.value as TierKey)}
            />
          </>
        ) : (
          <p>It now ends on {mode.endsAt}. The new end must be later.</p>
        )}
        <TextField
          label="Ends on"
          type="date"
          hint="Through this day (UTC). Or give a number of months instead."
          value={endsAt}
          error={fieldError('ends_at')}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        <TextField
          label="Months"
          type="number"
          inputMode="numeric"
          min={1}
          max={36}
          value={months}
          error={fieldError('months')}
          onChange={(event) => setMonths(event.target.value)}
        />
        <ReasonField
          hint="Kept with the subscription and in the audit log."
          value={reason}
          error={fieldError('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="Saving...">
          {mode.kind === 'grant' ? 'Grant subscription' : 'Extend subscription'}
        </Button>
      </form>
    </Modal>
  );
}
