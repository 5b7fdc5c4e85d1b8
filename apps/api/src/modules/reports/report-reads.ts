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
}

/** What other areas read of one report (docs/decisions/032): undefined when it does not exist (any more). */
export const announcedReport = (db: Db, id: number): Promise<AnnouncedReport | undefined> =>
  reportsRepository.announcedReport(db, id);
