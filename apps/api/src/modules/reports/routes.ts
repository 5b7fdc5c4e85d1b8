import {
  ArchivedReportsQuerySchema,
  CreateBookmarkSchema,
  LibraryQuerySchema,
  MAX_INTEGER_ID,
  PresignedUrlRequestSchema,
  REPORT_FILE_OPERATIONS,
} from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ForbiddenError } from '../../platform/errors.js';
import { clientIdentity } from '../../platform/http/client-identity.js';
import type { PublicOrigin } from '../../platform/http/public-origin.js';
import { parseInput } from '../../platform/http/validate.js';
import { sendPdf } from '../../platform/http/pdf-reply.js';
import { ReportFileAnswers } from './report-files.js';
import type { ReportsService } from './service.js';

const SignedLinkSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_INTEGER_ID),
  operation: z.enum(REPORT_FILE_OPERATIONS),
  user: z.uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

/**
 * The client's reports (SPEC §7): the library, bookmarks, the organisation's subscriptions, and signed links to
 * the protected files with the file URL that serves them.
 */
export async function reportsRoutes(
  app: FastifyInstance,
  options: { reports: ReportsService; publicOrigin: PublicOrigin },
) {
  const { reports } = options;

  // Spelled as the contract spells it.
  app.get('/reports/report/acess/', { preHandler: app.requireClient }, async (request, reply) => {
    const query = parseInput(LibraryQuerySchema, request.query);
    // The service answers JSON text it keeps between requests.
    const answer = await reports.library(clientIdentity(request), query);
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.get('/reports/bookmarks/', { preHandler: app.requireClient }, async (request) => {
    const query = parseInput(LibraryQuerySchema, request.query);
    return reports.bookmarks(clientIdentity(request), query);
  });

  app.post('/reports/bookmarks/', { preHandler: app.requireClient }, async (request, reply) => {
    const { report_id } = parseInput(CreateBookmarkSchema, request.body);
    const id = await reports.addBookmark(clientIdentity(request), report_id);
    return reply.code(201).send({ status: true, data: { id } });
  });

  app.delete<{ Params: { id: string } }>(
    '/reports/bookmarks/:id/',
    { preHandler: app.requireClient },
    async (request) => {
      await reports.removeBookmark(clientIdentity(request), request.params.id);
      return { status: true };
    },
  );

  // Beyond SPEC §7 (issue 44): the archive sold report by report, public as /individual-reports is.
  app.get('/reports/archived/', async (request) =>
    reports.archive(parseInput(ArchivedReportsQuerySchema, request.query)),
  );

  // Beyond SPEC §7, for the client landing: clients only, and only their own tenant's.
  app.get('/reports/subscriptions/', { preHandler: app.requireClient }, async (request) =>
    reports.subscriptions(clientIdentity(request).tenantId),
  );

  app.post('/reports/generate-presigned-url/', { preHandler: app.requireClient }, async (request) => {
    const { id, operation } = parseInput(PresignedUrlRequestSchema, request.body);
    const query = await reports.fileLink(clientIdentity(request), id, operation);
    const url = `${options.publicOrigin(request)}/api/reports/files/${id}/?${query.toString()}`;
    return { status: true, url };
  });

  // The signed link itself: inline to view, as an attachment to download.
  app.get('/reports/files/:id/', async (request, reply) => {
    const link = SignedLinkSchema.safeParse({ ...(request.query as object), ...(request.params as object) });
    if (!link.success) throw new ForbiddenError(ReportFileAnswers.badLink);
    const { id, user, ...rest } = link.data;
    const file = await reports.deliverFile({ ...rest, reportId: id, userId: user }, request.ip);
    return sendPdf(reply, file, link.data.operation === 'download' ? 'attachment' : 'inline');
  });
}
