import type { Db } from '../../platform/database/database.js';
import { reportsRepository } from './repository.js';

/** A report as an alert names it: what clients see of it, its type and whether it is in the library now. */
export interface AnnouncedReport {
  id: number;
  name: string;
  summary: string;
  publishedAt: Date | null;
  unpublishedAt: Date | null;
  reportTypeId: number;
  reportTypeName: string;
  /** The report's file now, and when it replaced an earlier one (null: the file first uploaded). */
  fileSha256: string;
  fileReplacedAt: Date | null;
}

/** What other areas read of one report (docs/decisions/032): undefined when it does not exist (any more). */
export const announcedReport = (db: Db, id: number): Promise<AnnouncedReport | undefined> =>
  reportsRepository.announcedReport(db, id);

/**
 * The users who downloaded an earlier file of the report (before its last replacement) and not the file since
 * (issue 42): those a correction notice tells. None while the file is the one first uploaded.
 */
export const downloadersOfEarlierFiles = async (
  db: Db,
  report: Pick<AnnouncedReport, 'id' | 'fileReplacedAt'>,
) =>
  report.fileReplacedAt
    ? reportsRepository.downloadersOfEarlierFiles(db, report.id, report.fileReplacedAt)
    : [];
