import {
  ADMIN_REPORT_MAX_BYTES,
  AdminReportMessages,
  AdminReportReplaceQuerySchema,
  CORRECTION_NOTE_MAX_LENGTH,
  formatEventTime,
  type AdminReport,
  type CorrectionNotice,
} from '@firm/domain';
import { Alert, Button, Modal, TextArea } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  correctionNoticeQueryOptions,
  useReplaceReportFileMutation,
  useSendCorrectionNoticeMutation,
} from '../../data/reports';
import { errorMessage } from '../../lib/error-message';
import styles from './reports.module.css';
import fileFieldStyles from '../../components/file-field.module.css';

const members = (count: number) => (count === 1 ? '1 member' : `${count.toLocaleString('en-GB')} members`);

/** Why a chosen file is not sent at all: the server would refuse it too, after up to 50 MB. */
function refusalOf(file: File | undefined): string | undefined {
  if (!file) return 'Choose the new PDF.';
  if (file.size > ADMIN_REPORT_MAX_BYTES) return AdminReportMessages.tooLarge;
  return AdminReportReplaceQuerySchema.safeParse({ file_name: file.name }).error?.issues[0]?.message;
}

interface ReplaceFileDialogProps {
  report: AdminReport | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A new PDF for a report (issue 42): sent with its progress, then the server's answer. The report keeps its name,
 * summary, date and type; no alert goes: the report's row offers the correction notice once the dialog is closed
 * (opened from here, its dialog would send focus back into this closed one).
 */
export function ReplaceFileDialog({ report, open, onClose }: ReplaceFileDialogProps) {
  const replace = useReplaceReportFileMutation();
  const fileId = useId();
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  useEffect(() => {
    if (fileInput.current) fileInput.current.value = '';
    setProblem(null);
    setSending(null);
    replace.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report?.id, open]);
  // The button pressed is busy, then gone (replaced) or back (refused): focus goes to what happened.
  useEffect(() => {
    if (replace.isSuccess) outcome.current?.focus();
    if (replace.isError) failure.current?.focus();
  }, [replace.isSuccess, replace.isError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!report || replace.isPending) return;
    const file = fileInput.current?.files?.[0];
    const refusal = refusalOf(file);
    replace.reset();
    setProblem(refusal ?? null);
    if (refusal || !file) return;
    setSending({ name: file.name, percent: 0 });
    replace.mutate(
      { id: report.id, file, onProgress: ({ percent }) => setSending({ name: file.name, percent }) },
      { onSettled: () => setSending(null) },
    );
  }

  const replaced = replace.data;
  return (
    <Modal
      open={open && report !== null}
      onClose={onClose}
      title={report ? `Replace the PDF of “${report.name}”` : 'Replace the PDF'}
      footer={
        replaced ? (
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={replace.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={replace.isPending} busyLabel="Uploading...">
              Replace PDF
            </Button>
          </>
        )
      }
    >
      {replaced ? (
        <div ref={outcome} tabIndex={-1} className={styles.outcome}>
          <Alert tone="success">{replaced.message}</Alert>
        </div>
      ) : (
        <form id={formId} className={styles.editForm} onSubmit={submit} noValidate>
          <p>
            The new file takes the place of the report’s PDF: readers open it from now on, and search and
            passages follow its text. The name, summary, publication date and type stay as they are. No alert
            goes; send a correction notice afterwards to tell those who downloaded the earlier file.
          </p>
          <div className={fileFieldStyles.fileField}>
            <label htmlFor={fileId}>New PDF</label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              disabled={replace.isPending}
              onChange={() => setProblem(null)}
            />
          </div>
          {sending ? (
            <progress
              max={100}
              value={Math.round(sending.percent * 100)}
              aria-label={`Uploading ${sending.name}`}
            >
              {Math.round(sending.percent * 100)}%
            </progress>
          ) : null}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {replace.isError ? (
            <div ref={failure} tabIndex={-1} className={styles.outcome}>
              <Alert tone="error">
                {errorMessage(replace.error, 'The PDF could not be replaced. Please try again.')}
              </Alert>
            </div>
          ) : null}
        </form>
      )}
    </Modal>
  );
}

interface CorrectionNoticeDialogProps {
  report: AdminReport | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The correction notice of a report whose PDF was replaced (issue 42): how many members hold an earlier file, and
 * a notice to them with an optional note, sent once per file after a second step; or when it went, and to how many.
 * The second step stays in this dialog: a dialog over a dialog would lose focus to the page when its opener goes.
 */
export function CorrectionNoticeDialog({ report, open, onClose }: CorrectionNoticeDialogProps) {
  const shown = open && report !== null;
  const notice = useQuery({ ...correctionNoticeQueryOptions(report?.id ?? 0), enabled: shown });
  const send = useSendCorrectionNoticeMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  // Where focus goes once a step is drawn: what takes the place of the button pressed (the button is gone or busy).
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    const target = focusNext.current?.current;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });
  useEffect(() => {
    focusNext.current = null;
    setNote('');
    setConfirming(false);
    send.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report?.id, open]);
  const step = (next: boolean) => {
    focusNext.current = next ? confirmButton : sendButton;
    setConfirming(next);
  };

  const data = notice.data;
  const sendable = data !== undefined && data.sent_at === null && data.recipients > 0 && !send.isSuccess;
  const recipients = data?.recipients ?? 0;
  const confirm = () =>
    report &&
    send.mutate(
      { id: report.id, note: note.trim() },
      {
        onSuccess: () => {
          focusNext.current = outcome;
        },
        // A notice sent meanwhile (by someone else) or nobody left to tell: the facts are read again.
        onError: () => {
          focusNext.current = failure;
          void notice.refetch();
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Modal
      open={shown}
      onClose={onClose}
      title={report ? `Correction notice for “${report.name}”` : 'Correction notice'}
      footer={
        sendable && confirming ? (
          <>
            <Button variant="secondary" onClick={() => step(false)} disabled={send.isPending}>
              Back
            </Button>
            <Button
              ref={confirmButton}
              onClick={confirm}
              busy={send.isPending}
              busyLabel="Sending..."
              aria-describedby={questionId}
            >
              Yes, send it
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
            {sendable ? (
              <Button ref={sendButton} onClick={() => step(true)}>
                Send correction notice
              </Button>
            ) : null}
          </>
        )
      }
    >
      <div className={styles.editForm}>
        {notice.isPending ? <p role="status">Loading…</p> : null}
        {notice.isError ? (
          <Alert tone="error">
            {errorMessage(notice.error, 'The correction notice could not be loaded. Please try again.')}
          </Alert>
        ) : null}
        {data ? <NoticeFacts notice={data} /> : null}
        {send.isSuccess ? (
          <div ref={outcome} tabIndex={-1} className={styles.outcome}>
            <Alert tone="success">{send.data.message}</Alert>
          </div>
        ) : null}
        {sendable && !confirming ? (
          <TextArea
            label="Note to readers"
            hint={`Optional: said in the mail. ${note.length} of ${CORRECTION_NOTE_MAX_LENGTH} characters.`}
            rows={4}
            maxLength={CORRECTION_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
        {sendable && confirming ? (
          <p id={questionId}>
            Send the correction notice to {members(recipients)} now? Each gets one mail saying a corrected PDF
            is in the library{note.trim() ? ', with your note' : ''}. It goes once for this file.
          </p>
        ) : null}
        {send.isError ? (
          <div ref={failure} tabIndex={-1} className={styles.outcome}>
            <Alert tone="error">
              {errorMessage(send.error, 'The correction notice could not be sent. Please try again.')}
            </Alert>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** When the PDF was replaced, and either this file's notice or who would hear of it. */
function NoticeFacts({ notice }: { notice: CorrectionNotice }) {
  return (
    <>
      {notice.file_replaced_at ? (
        <p>
          PDF replaced on{' '}
          <time dateTime={notice.file_replaced_at}>{formatEventTime(notice.file_replaced_at)}</time>.
        </p>
      ) : (
        <p>The report’s PDF has not been replaced.</p>
      )}
      {notice.sent_at ? (
        <p>
          Correction notice sent on <time dateTime={notice.sent_at}>{formatEventTime(notice.sent_at)}</time>{' '}
          to {members(notice.sent_to)}.
        </p>
      ) : notice.file_replaced_at === null ? null : notice.recipients === 0 ? (
        <p>Nobody downloaded an earlier file.</p>
      ) : (
        <p>{members(notice.recipients)} downloaded an earlier file.</p>
      )}
    </>
  );
}
