import { formatFileSize, type ClientCourseSession, type ReportFileOperation } from '@firm/domain';
import { Alert, Button, VisuallyHidden } from '@firm/ui';
import { useState } from 'react';
import { api } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import { openSignedFile } from '../../lib/open-signed-file';
import styles from './client-courses.module.css';

/**
 * The materials staff uploaded to a session (issue 44): listed to everyone who sees the session; its participants
 * view or download each one (a short-lived link, the file stamped with them), others are told who may.
 */
export function SessionMaterials({ session }: { session: ClientCourseSession }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (session.materials.length === 0) return null;

  const open = (materialId: number, operation: ReportFileOperation) => {
    setProblem(null);
    openSignedFile(() => api.courseMaterialUrl(materialId, { operation })).catch((error: unknown) =>
      setProblem(failureMessage(error)),
    );
  };

  return (
    <>
      <h3>Materials</h3>
      {session.opens_materials ? null : (
        <p className={styles.muted}>The session’s participants open its materials.</p>
      )}
      <ul className={styles.participants} aria-label={`Materials of ${session.course.title}`}>
        {session.materials.map((material) => (
          <li key={material.id} className={styles.participant}>
            <span>
              {material.title}{' '}
              <span className={styles.muted}>(PDF, {formatFileSize(material.size_bytes)})</span>
            </span>
            {session.opens_materials ? (
              <span className={styles.actions}>
                <Button onClick={() => open(material.id, 'download')}>
                  DOWNLOAD <VisuallyHidden>{material.title}</VisuallyHidden>
                </Button>
                <Button variant="secondary" onClick={() => open(material.id, 'view')}>
                  OPEN <VisuallyHidden>{material.title}</VisuallyHidden>
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </>
  );
}
