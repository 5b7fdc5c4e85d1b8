import type { Db } from '../../platform/database/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import { adminReportsRepository as repository } from './admin-repository.js';

/** A deleted report's PDF leaves the store once the deletion has committed. */
export const removeReportFileJob = defineJob<{ fileKey: string; sha256: string }>('reports.remove-file');

/** Queues the removal in the deletion's transaction: it runs after the commit, never for a rolled-back one. */
export async function queueReportFileRemoval(
  jobs: JobQueue,
  tx: Db,
  file: { fileKey: string; sha256: string },
): Promise<void> {
  await jobs.enqueue(tx, removeReportFileJob, file);
}

/**
 * Removes the file unless a report names it again (the same PDF uploaded after the deletion). Safe to run twice:
 * a file already gone is done.
 */
export async function removeReportFile(
  db: Db,
  files: Pick<FileStore, 'remove'>,
  file: { fileKey: string; sha256: string },
): Promise<void> {
  if (await repository.fileInUse(db, file)) return;
  await files.remove(file.fileKey); // a missing file is no error
}

export function registerReportFileRemoval(
  jobs: JobQueue,
  { db, files }: { db: Db; files: Pick<FileStore, 'remove'> },
): void {
  jobs.register(removeReportFileJob, (file) => removeReportFile(db, files, file));
}
