import {
  COURSE_MATERIAL_MAX_BYTES,
  CourseMaterialMessages,
  formatEventTime,
  formatFileSize,
  UploadCourseMaterialQuerySchema,
  type AdminCourse,
  type AdminCourseSession,
  type CourseMaterial,
} from '@firm/domain';
import { Alert, Button, Modal, Spinner, TextField, VisuallyHidden } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  courseMaterialsQueryOptions,
  useRemoveCourseMaterialMutation,
  useUploadCourseMaterialMutation,
} from '../../data/courses';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { previewPdf } from '../../lib/preview-pdf';
import { sessionDatesLabel } from './course-labels';
import styles from './courses.module.css';
import fileFieldStyles from '../../components/file-field.module.css';

/** Why a chosen file or title is not sent at all: the server would refuse them too, after up to 50 MB. */
function refusalOf(file: File | undefined, title: string): string | undefined {
  if (!file) return 'Choose the PDF to upload.';
  if (file.size > COURSE_MATERIAL_MAX_BYTES) return CourseMaterialMessages.tooLarge;
  return UploadCourseMaterialQuerySchema.safeParse({ title, file_name: file.name }).error?.issues[0]?.message;
}

interface MaterialsDialogProps {
  course: AdminCourse;
  session: AdminCourseSession;
  open: boolean;
  mayChange: boolean;
  onClose: () => void;
}

/**
 * A session's materials (issue 44): the PDFs its participants open, each previewed as stored; staff who may change
 * courses upload one with a title (its participants are mailed their own link) and remove one (its links stop).
 */
export function MaterialsDialog({ course, session, open, mayChange, onClose }: MaterialsDialogProps) {
  const materials = useQuery({ ...courseMaterialsQueryOptions(session.id), enabled: open });
  const upload = useUploadCourseMaterialMutation();
  const remove = useRemoveCourseMaterialMutation();
  const formId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const label = `${course.title}, ${sessionDatesLabel(session)}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending) return;
    const file = fileInput.current?.files?.[0];
    const refusal = refusalOf(file, title);
    upload.reset();
    setNotice(null);
    setProblem(refusal ?? null);
    if (refusal || !file) return;
    setPercent(0);
    upload.mutate(
      {
        sessionId: session.id,
        file,
        title: title.trim(),
        onProgress: (progress) => setPercent(progress.percent),
      },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onSettled: () => setPercent(null),
      },
    );
  }

  const removeMaterial = (material: CourseMaterial) => {
    setNotice(null);
    setProblem(null);
    remove.mutate(
      { sessionId: session.id, materialId: material.id },
      { onSuccess: (answer) => setNotice(answer.message) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Materials of ${label}`}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>
          Only the session’s participants open its materials, each copy stamped with their name and
          organisation.
        </p>
        {materials.isPending ? <Spinner label="Loading the materials" /> : null}
        {materials.isError ? (
          <Alert tone="error">
            {errorMessage(materials.error, 'The materials could not be loaded. Please try again.')}
          </Alert>
        ) : null}
        {materials.data?.length === 0 ? <p>No materials yet.</p> : null}
        {materials.data && materials.data.length > 0 ? (
          <ul className={styles.materials} aria-label={`Materials of ${label}`}>
            {materials.data.map((material) => (
              <li key={material.id} className={styles.material}>
                <span>
                  <strong>{material.title}</strong>
                  <span className={styles.hint}>
                    {' '}
                    {material.file_name}, {formatFileSize(material.size_bytes)}, uploaded{' '}
                    {formatEventTime(material.uploaded_at)}
                  </span>
                </span>
                <span className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void previewPdf(() => api.admin.courseMaterialFile(material.id)).then(setProblem)
                    }
                  >
                    Preview <VisuallyHidden>{material.title}</VisuallyHidden>
                  </Button>
                  {mayChange ? (
                    <Button
                      variant="secondary"
                      disabled={remove.isPending}
                      onClick={() => removeMaterial(material)}
                    >
                      Remove <VisuallyHidden>{material.title}</VisuallyHidden>
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {remove.isError ? (
          <Alert tone="error">{errorMessage(remove.error, 'The material could not be removed.')}</Alert>
        ) : null}

        {mayChange ? (
          <form
            id={formId}
            className={styles.form}
            onSubmit={submit}
            noValidate
            aria-label="Upload a material"
          >
            <h3 className={styles.uploadHeading}>Upload a material</h3>
            <TextField
              label="Title"
              hint="As participants see it, e.g. Day one slides."
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              disabled={upload.isPending}
              required
            />
            <div className={fileFieldStyles.fileField}>
              <label htmlFor={fileId}>PDF</label>
              <input
                id={fileId}
                ref={fileInput}
                type="file"
                accept="application/pdf,.pdf"
                disabled={upload.isPending}
                onChange={() => setProblem(null)}
              />
            </div>
            {percent !== null ? (
              <progress max={100} value={Math.round(percent * 100)} aria-label="Uploading the material">
                {Math.round(percent * 100)}%
              </progress>
            ) : null}
            {problem ? <Alert tone="error">{problem}</Alert> : null}
            {upload.isError ? (
              <Alert tone="error">
                {errorMessage(upload.error, 'The material could not be uploaded. Please try again.')}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" busy={upload.isPending} busyLabel="Uploading...">
                Upload
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Modal>
  );
}
