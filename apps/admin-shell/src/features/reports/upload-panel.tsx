import { ADMIN_REPORT_MAX_BYTES, AdminReportMessages } from '@firm/domain';
import { Button, Select, VisuallyHidden } from '@firm/ui';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useReloadReports, type SellableType } from '../../data/reports';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from './reports.module.css';
import fileFieldStyles from '../../components/file-field.module.css';

type Upload =
  | { name: string; state: 'waiting' }
  | { name: string; state: 'sending'; percent: number }
  | { name: string; state: 'imported' | 'duplicate' | 'refused'; message: string };

const RESULT_LABELS = { imported: 'Imported', duplicate: 'Duplicate', refused: 'Refused' } as const;

/**
 * PDFs into a report type, one request a file and one after another, each with its progress and its answer: a new
 * report, the report the same file made before (a duplicate), or the server's reason for refusing it.
 */
export function UploadPanel({ types }: { types: SellableType[] }) {
  const reload = useReloadReports();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [type, setType] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What screen readers hear: each file's outcome, never its progress.
  const [announcement, setAnnouncement] = useState('');

  const set = (index: number, upload: Upload) =>
    setUploads((current) => current.map((item, at) => (at === index ? upload : item)));
  const finish = (index: number, upload: Extract<Upload, { message: string }>) => {
    set(index, upload);
    setAnnouncement(`${upload.name}: ${RESULT_LABELS[upload.state]}. ${upload.message}`);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const files = [...(fileInput.current?.files ?? [])];
    if (!type) return setProblem('Choose the report type the files go into.');
    if (files.length === 0) return setProblem('Choose one or more PDF files.');
    setProblem(null);
    setBusy(true);
    setUploads(files.map((file) => ({ name: file.name, state: 'waiting' })));
    setAnnouncement(
      files.length === 1 ? '1 file waiting to upload.' : `${files.length} files waiting to upload.`,
    );
    for (const [index, file] of files.entries()) {
      // The server refuses it too; checked here, a file too large is not sent at all.
      if (file.size > ADMIN_REPORT_MAX_BYTES) {
        finish(index, { name: file.name, state: 'refused', message: AdminReportMessages.tooLarge });
        continue;
      }
      set(index, { name: file.name, state: 'sending', percent: 0 });
      try {
        const answer = await api.admin.uploadReport(Number(type), file, {
          onProgress: ({ percent }) => set(index, { name: file.name, state: 'sending', percent }),
          quiet,
        });
        finish(index, { name: file.name, state: answer.outcome, message: answer.message });
      } catch (error) {
        finish(index, {
          name: file.name,
          state: 'refused',
          message: errorMessage(error, 'The file could not be uploaded. Please try again.'),
        });
      }
    }
    setBusy(false);
    if (fileInput.current) fileInput.current.value = '';
    await reload();
  }

  return (
    <section className={styles.panel} aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload reports</h2>
      <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label="Report type"
          placeholder="Choose a type"
          options={types.map((choice) => ({ value: String(choice.id), label: choice.name }))}
          value={type}
          onChange={(event) => setType(event.target.value)}
        />
        <div className={fileFieldStyles.fileField}>
          <label htmlFor={fileId}>PDF files</label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            multiple
            disabled={busy}
          />
        </div>
        <label className={styles.quiet}>
          <input
            type="checkbox"
            checked={quiet}
            disabled={busy}
            onChange={(event) => setQuiet(event.target.checked)}
          />{' '}
          Publish quietly: no alerts to the type’s readers
        </label>
        <Button type="submit" busy={busy} busyLabel="Uploading...">
          Upload
        </Button>
      </form>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((upload, index) => (
            <li key={`${index}-${upload.name}`} className={styles.upload}>
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.state === 'waiting' ? <span>Waiting</span> : null}
              {upload.state === 'sending' ? (
                <progress
                  max={100}
                  value={Math.round(upload.percent * 100)}
                  aria-label={`Uploading ${upload.name}`}
                >
                  {Math.round(upload.percent * 100)}%
                </progress>
              ) : null}
              {upload.state === 'imported' || upload.state === 'duplicate' || upload.state === 'refused' ? (
                <span className={styles[upload.state]}>
                  <strong>{RESULT_LABELS[upload.state]}:</strong> {upload.message}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
