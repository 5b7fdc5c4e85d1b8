import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { reports, reportTypes } from '../../platform/database/schema.js';

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
export async function announcedReport(db: Db, id: number): Promise<AnnouncedReport | undefined> {
  const [row] = await db
    .select({
      id: reports.id,
      name: reports.name,
      summary: reports.summary,
      publishedAt: reports.publishedAt,
      unpublishedAt: reports.unpublishedAt,
      reportTypeId: reports.reportTypeId,
      reportTypeName: reportTypes.name,
    })
    .from(reports)
    .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    .where(eq(reports.id, id));
  return row;
}
