import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reportTypes, type ReportTypeRow } from '../../platform/database/schema.js';

/** The catalogue's one query. */
export const catalogueRepository = {
  /** Every report type, in the catalogue's order. */
  async allReportTypes(db: Db): Promise<ReportTypeRow[]> {
    return db.select().from(reportTypes).orderBy(asc(reportTypes.position), asc(reportTypes.id));
  },
};
