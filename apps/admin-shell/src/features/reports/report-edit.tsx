import type { AdminReport, AdminReportUpdate } from '@firm/domain';
import { Alert, Button, Modal, Select, TextArea, TextField } from '@firm/ui';
import { ApiRequestError } from '@firm/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useUpdateReportMutation, type SellableType } from '../../data/reports';
import { errorMessage } from '../../lib/error-message';
import { dayOf } from './reports-search';
import styles from './reports.module.css';

interface ReportEditProps {
  report: AdminReport | null;
  open: boolean;
  types: SellableType[];
  onClose: () => void;
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiRequestError ? error.errors?.[field]?.[0] : undefined;

/** Name, summary, publication date and type of one report; only what changed is sent. */
export function ReportEdit({ report, open, types, onClose }: ReportEditProps) {
  const update = useUpdateReportMutation();
  const [name, setName] = useState('');
  const [summary, setSummary] = useState('');
  const [date, setDate] = useState('');
  const [type, setType] = useState('');
  useEffect(() => {
    if (!report) return;
    setName(report.name);
    setSummary(report.summary);
    setDate(dayOf(report.published_at));
    setType(String(report.report_type));
    update.reset();
    // Reset when another report is opened, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report?.id, open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!report) return;
    const change: AdminReportUpdate = {};
    if (name.trim() !== report.name) change.name = name;
    if (summary.trim() !== report.summary) change.summary = summary;
    if (date !== dayOf(report.published_at)) change.published_at = date || null;
    if (Number(type) !== report.report_type) change.report_type = Number(type);
    if (Object.keys(change).length === 0) return onClose();
    update.mutate({ id: report.id, change }, { onSuccess: onClose });
  }

  const typeOptions = types.some((choice) => choice.id === report?.report_type)
    ? types
    : [...types, ...(report ? [{ id: report.report_type, name: report.report_type_name }] : [])];

  return (
    <Modal
      open={open && report !== null}
      onClose={onClose}
      title={report ? `Edit “${report.name}”` : 'Edit report'}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="report-edit" busy={update.isPending} busyLabel="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form id="report-edit" className={styles.editForm} onSubmit={submit} noValidate>
        {update.isError ? (
          <Alert tone="error">
            {errorMessage(update.error, 'The report could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <TextField
          label="Name"
          value={name}
          maxLength={300}
          required
          error={fieldError(update.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextArea
          label="Summary"
          value={summary}
          rows={6}
          maxLength={5000}
          error={fieldError(update.error, 'summary')}
          onChange={(event) => setSummary(event.target.value)}
        />
        <TextField
          label="Publication date"
          type="date"
          value={date}
          hint="Leave empty for no date."
          error={fieldError(update.error, 'published_at')}
          onChange={(event) => setDate(event.target.value)}
        />
        <Select
          label="Report type"
          options={typeOptions.map((choice) => ({ value: String(choice.id), label: choice.name }))}
          value={type}
          error={fieldError(update.error, 'report_type')}
          onChange={(event) => setType(event.target.value)}
        />
      </form>
    </Modal>
  );
}
