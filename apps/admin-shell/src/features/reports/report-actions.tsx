import type { AdminReport } from '@firm/domain';
import { ConfirmDialog, TextArea } from '@firm/ui';
import { useEffect, useState } from 'react';
import { useDeleteReportMutation, usePublicationMutation } from '../../data/reports';
import { errorMessage } from '../../lib/error-message';

interface DialogProps {
  report: AdminReport | null;
  open: boolean;
  onClose: () => void;
}

/** Unpublish a published report, or publish an unpublished one again; a reason is welcome, not required. */
export function PublicationDialog({ report, open, onClose }: DialogProps) {
  const change = usePublicationMutation();
  const [reason, setReason] = useState('');
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    setReason('');
    setQuiet(false);
    change.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report?.id, open]);
  const publish = report?.unpublished_at !== null;
  return (
    <ConfirmDialog
      open={open && report !== null}
      title={publish ? 'Publish the report again?' : 'Unpublish the report?'}
      confirmLabel={publish ? 'Publish again' : 'Unpublish'}
      destructive={!publish}
      busy={change.isPending}
      busyLabel="Saving..."
      error={
        change.isError
          ? errorMessage(change.error, 'The report could not be changed. Please try again.')
          : undefined
      }
      onCancel={onClose}
      onConfirm={() =>
        report &&
        change.mutate(
          {
            id: report.id,
            publish,
            ...(reason.trim() ? { reason: reason.trim() } : {}),
            ...(publish && quiet ? { quiet: true } : {}),
          },
          { onSuccess: onClose },
        )
      }
    >
      <p>
        {publish
          ? `“${report?.name}” returns to the clients’ library, the archive and downloads.`
          : `“${report?.name}” leaves the clients’ library, the archive and downloads until it is published again.`}
      </p>
      <TextArea
        label="Reason (optional)"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {publish ? (
        <label>
          <input type="checkbox" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} />{' '}
          Publish quietly: no alerts to readers not told of it yet
        </label>
      ) : null}
    </ConfirmDialog>
  );
}

/** Deletes a report and its file, after confirmation; the server's refusal (clients read it) is shown as said. */
export function DeleteDialog({ report, open, onClose }: DialogProps) {
  const remove = useDeleteReportMutation();
  useEffect(() => {
    remove.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report?.id, open]);
  return (
    <ConfirmDialog
      open={open && report !== null}
      title="Delete the report?"
      confirmLabel="Delete report"
      destructive
      busy={remove.isPending}
      busyLabel="Deleting..."
      error={
        remove.isError
          ? errorMessage(remove.error, 'The report could not be deleted. Please try again.')
          : undefined
      }
      onCancel={onClose}
      onConfirm={() => report && remove.mutate(report.id, { onSuccess: onClose })}
    >
      <p>
        “{report?.name}” ({report?.report_type_name}) and its PDF are deleted for good, with the clients’
        bookmarks of it. A report clients have read or downloaded stays in the download log and cannot be
        deleted: unpublish it instead, as you would to take it out of sight for a while.
      </p>
    </ConfirmDialog>
  );
}
