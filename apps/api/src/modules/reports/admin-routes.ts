import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  ADMIN_REPORT_MAX_BYTES,
  AdminReportMessages,
  AdminReportPublicationSchema,
  AdminReportReplaceQuerySchema,
  AdminReportsQuerySchema,
  AdminReportUpdateSchema,
  AdminReportUploadQuerySchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../platform/errors.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import { sendPdf } from '../../platform/http/pdf-reply.js';
import { acceptPdfBodies, pdfUploadRoute } from '../../platform/http/pdf-upload.js';
import type { AdminReports } from './admin-reports.js';

type WithId = { Params: { id: string } };

/** The report a path names; anything that is not an id names none. */
const reportIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, AdminReportMessages.notFound);

/** A report's PDF: up to its size, answered in the report's words when too large or not a PDF. */
const pdfUpload = pdfUploadRoute(AdminReportMessages, ADMIN_REPORT_MAX_BYTES);

/**
 * The back office's reports under /api/admin/reports/ (issue 16): admins and editors read and write them. A PDF
 * is uploaded as the body itself (application/pdf), one request a file, so the browser can show each one's progress.
 */
export async function adminReportsRoutes(app: FastifyInstance, options: { adminReports: AdminReports }) {
  const { adminReports } = options;

  acceptPdfBodies(app);

  app.get('/admin/reports/', { preHandler: app.requireStaff('reports', 'read') }, async (request) => ({
    status: true,
    ...(await adminReports.list(parseInput(AdminReportsQuerySchema, request.query))),
  }));

  app.post(
    '/admin/reports/',
    {
      // onRequest, not preHandler: an anonymous or non-staff caller is refused before up to 50 MB are read.
      onRequest: app.requireStaff('reports', 'write'),
      ...pdfUpload,
    },
    async (request, reply) => {
      const query = parseInput(AdminReportUploadQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) throw new InvalidInputError(AdminReportMessages.notPdf);
      const uploaded = await adminReports.upload(staffIdentity(request), {
        reportTypeId: query.type,
        fileName: query.file_name,
        bytes: request.body,
        quiet: query.quiet === 'true',
      });
      return reply.code(uploaded.outcome === 'imported' ? 201 : 200).send({
        status: true,
        outcome: uploaded.outcome,
        message: uploaded.message,
        data: uploaded.report,
      });
    },
  );

  // A new PDF for the report (issue 42): refused like an upload before its body is read.
  app.put<WithId>(
    '/admin/reports/:id/file',
    {
      onRequest: app.requireStaff('reports', 'write'),
      ...pdfUpload,
    },
    async (request) => {
      const id = reportIdIn(request);
      const { file_name } = parseInput(AdminReportReplaceQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) throw new InvalidInputError(AdminReportMessages.notPdf);
      const replaced = await adminReports.replaceFile(staffIdentity(request), id, {
        fileName: file_name,
        bytes: request.body,
      });
      return { status: true, message: replaced.message, data: replaced.report };
    },
  );

  app.get<WithId>(
    '/admin/reports/:id/',
    { preHandler: app.requireStaff('reports', 'read') },
    async (request) => ({ status: true, data: await adminReports.get(reportIdIn(request)) }),
  );

  app.patch<WithId>(
    '/admin/reports/:id/',
    { preHandler: app.requireStaff('reports', 'write') },
    async (request) => {
      const change = parseInput(AdminReportUpdateSchema, request.body);
      return {
        status: true,
        data: await adminReports.update(staffIdentity(request), reportIdIn(request), change),
      };
    },
  );

  app.post<WithId>(
    '/admin/reports/:id/unpublish/',
    { preHandler: app.requireStaff('reports', 'write') },
    async (request) => {
      const { reason } = parseInput(AdminReportPublicationSchema, request.body);
      return {
        status: true,
        data: await adminReports.unpublish(staffIdentity(request), reportIdIn(request), reason),
      };
    },
  );

  app.post<WithId>(
    '/admin/reports/:id/publish/',
    { preHandler: app.requireStaff('reports', 'write') },
    async (request) => {
      const { reason, quiet } = parseInput(AdminReportPublicationSchema, request.body);
      return {
        status: true,
        data: await adminReports.publish(staffIdentity(request), reportIdIn(request), { reason, quiet }),
      };
    },
  );

  app.delete<WithId>(
    '/admin/reports/:id/',
    { preHandler: app.requireStaff('reports', 'write') },
    async (request) => {
      await adminReports.remove(staffIdentity(request), reportIdIn(request));
      return { status: true };
    },
  );

  // The stored PDF, not stamped: staff preview it in the browser.
  app.get<WithId>(
    '/admin/reports/:id/file',
    { preHandler: app.requireStaff('reports', 'read') },
    async (request, reply) => {
      return sendPdf(reply, await adminReports.file(reportIdIn(request)), 'inline');
    },
  );
}
