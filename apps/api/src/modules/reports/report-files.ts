import { BookmarkMessages, type ReportFileOperation } from '@firm/domain';
import { format } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { pdfFileNameOf, type PdfFile } from '../../platform/http/pdf-reply.js';
import { stampLicensee } from '../../platform/pdf/licence-stamp.js';
import type { Entitlements } from './entitlements.js';
import type { FileLinks } from './file-links.js';
import { reportsRepository as repository } from './repository.js';

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

/**
 * Protected PDFs (DESIGN §4): a link is given only to an entitled user and works for minutes; the entitlement is
 * checked again when the file is fetched, every copy is stamped with its licensee, and every delivery is logged.
 */
export function createReportFiles(deps: {
  db: Db;
  clock: Clock;
  files: Pick<FileStore, 'get'>;
  entitlements: Entitlements;
  links: FileLinks;
}) {
  const { db, clock, files, entitlements, links } = deps;

  async function entitledReport(identity: ClientIdentity, reportId: number) {
    const report = await repository.findReportFile(db, reportId);
    if (!report) throw new NotFoundError(ReportFileAnswers.unknownReport);
    if (!(await entitlements.mayOpen(identity, report)))
      throw new ForbiddenError(ReportFileAnswers.notSubscribed);
    return report;
  }

  return {
    /** The query string of a signed link to the report's file, for an entitled caller only. */
    async fileLink(
      identity: ClientIdentity,
      reportId: number,
      operation: ReportFileOperation,
    ): Promise<URLSearchParams> {
      await entitledReport(identity, reportId);
      return links.create({ reportId, operation, userId: identity.userId });
    },

    /** The file a genuine, unexpired link grants, stamped for its holder; the delivery is logged. */
    async deliverFile(request: SignedFileRequest, ip: string): Promise<PdfFile> {
      const { signature, ...link } = request;
      if (!links.verify(link, signature)) throw new ForbiddenError(ReportFileAnswers.badLink);
      const holder = await repository.findClientWithOrganisation(db, request.userId);
      if (!holder?.tenantId) throw new ForbiddenError(ReportFileAnswers.badLink);
      const identity = { userId: request.userId, tenantId: holder.tenantId };
      const report = await entitledReport(identity, request.reportId);

      const now = clock.now();
      const original = await files.get(report.fileKey);
      const bytes = await stampLicensee(original, {
        organisation: holder.organisation,
        email: holder.email,
        date: format(now, 'd MMMM yyyy'),
      });
      await repository.recordFileDelivery(db, {
        reportId: report.id,
        userId: request.userId,
        tenantId: holder.tenantId,
        operation: request.operation,
        ip,
        deliveredAt: now,
      });
      return { bytes, fileName: pdfFileNameOf(report.name, 'report') };
    },
  };
}

export type ReportFiles = ReturnType<typeof createReportFiles>;
