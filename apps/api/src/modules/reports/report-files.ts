import { BookmarkMessages, type ReportFileOperation } from '@firm/domain';
import { format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { fileDeliveries, reports, tenants, users } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ClientIdentity, Entitlements } from './entitlements.js';
import type { FileLinks } from './file-links.js';
import { stampLicensee } from './watermark.js';

export const ReportFileAnswers = {
  unknownReport: BookmarkMessages.unknownReport,
  notSubscribed: 'Your organisation does not subscribe to this report.',
  badLink: 'This link has expired or is not valid. Please open the report again from the library.',
} as const;

export interface SignedFileRequest {
  reportId: number;
  operation: ReportFileOperation;
  userId: string;
  expires: number;
  signature: string;
}

export interface DeliveredFile {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * Protected PDFs (DESIGN §4): a link is given only to an entitled user and works for minutes; the entitlement is
 * checked again when the file is fetched, every copy is stamped with its licensee, and every delivery is logged.
 */
export function createReportFiles(options: {
  db: Db;
  files: { get(key: string): Promise<Uint8Array> };
  entitlements: Entitlements;
  links: FileLinks;
}) {
  const { db, entitlements, links } = options;

  async function entitledReport(identity: ClientIdentity, reportId: number) {
    const [report] = await db
      .select({
        id: reports.id,
        name: reports.name,
        reportTypeId: reports.reportTypeId,
        fileKey: reports.fileKey,
      })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw new HttpError(404, ReportFileAnswers.unknownReport);
    const allowed = await entitlements.accessibleTypeIds(identity);
    if (!allowed.includes(report.reportTypeId)) throw new HttpError(403, ReportFileAnswers.notSubscribed);
    return report;
  }

  return {
    /** The query string of a signed link to the report's file, for an entitled caller only. */
    async link(
      identity: ClientIdentity,
      reportId: number,
      operation: ReportFileOperation,
    ): Promise<URLSearchParams> {
      await entitledReport(identity, reportId);
      return links.create({ reportId, operation, userId: identity.userId });
    },

    async deliver(request: SignedFileRequest, ip: string): Promise<DeliveredFile> {
      const { signature, ...link } = request;
      if (!links.verify(link, signature)) throw new HttpError(403, ReportFileAnswers.badLink);
      const [holder] = await db
        .select({ email: users.email, tenantId: users.tenantId, organisation: tenants.name })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.id, request.userId), eq(users.userType, 'client')));
      if (!holder?.tenantId) throw new HttpError(403, ReportFileAnswers.badLink);
      const identity = { userId: request.userId, tenantId: holder.tenantId };
      const report = await entitledReport(identity, request.reportId);

      const original = await options.files.get(report.fileKey);
      const bytes = await stampLicensee(original, {
        organisation: holder.organisation,
        email: holder.email,
        date: format(new Date(), 'd MMMM yyyy'),
      });
      await db.insert(fileDeliveries).values({
        reportId: report.id,
        userId: request.userId,
        tenantId: holder.tenantId,
        operation: request.operation,
        ip,
      });
      return { bytes, fileName: `${fileNameOf(report.name)}.pdf` };
    },
  };
}

/** A name safe in a Content-Disposition header on every platform. */
function fileNameOf(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return ascii.slice(0, 120) || 'report';
}

export type ReportFiles = ReturnType<typeof createReportFiles>;
