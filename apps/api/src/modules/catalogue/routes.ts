import { staffIdentity } from '../../platform/http/staff-identity.js';
import {
  AdminReportTypesQuerySchema,
  AdminReportTypeUpdateSchema,
  REPORT_TYPE_IMAGE_MAX_BYTES,
  ReportTypeMessages,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { ReportTypeAdmin } from './admin.js';
import type { CatalogueService } from './service.js';

type WithId = { Params: { id: string } };

/** The report type a path names; anything that is not an id names none. */
const reportTypeIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, ReportTypeMessages.notFound);

/** The catalogue is public and changes rarely: browsers and proxies may keep it five minutes. */
const CATALOGUE_CACHE = 'public, max-age=300';
/** A picture's address names its content (reportTypeImagePath), so it may be kept a long time. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/reports/report-types and GET /api/reports/report-type-descriptions/ (SPEC §7), open to everyone; the
 * back office's report types and prices (issue 16) under /api/admin/report-types/, and their public pictures.
 */
export async function catalogueRoutes(
  app: FastifyInstance,
  options: { catalogue: CatalogueService; reportTypes: ReportTypeAdmin },
) {
  const { reportTypes } = options;

  app.get('/reports/report-types', async (_request, reply) => {
    reply.header('Cache-Control', CATALOGUE_CACHE);
    return { status: true, data: { results: await options.catalogue.tree() } };
  });

  app.get('/reports/report-type-descriptions/', async (_request, reply) => {
    reply.header('Cache-Control', CATALOGUE_CACHE);
    return { status: true, data: await options.catalogue.descriptions() };
  });

  app.get<WithId>('/report-types/:id/image', async (request, reply) => {
    const { bytes, contentType } = await reportTypes.image(reportTypeIdIn(request));
    return reply
      .header('Content-Type', contentType)
      .header('Cache-Control', IMAGE_CACHE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(bytes);
  });

  app.get(
    '/admin/report-types/',
    { preHandler: app.requireStaff('report-types', 'read') },
    async (request) => ({
      status: true,
      ...(await reportTypes.list(parseInput(AdminReportTypesQuerySchema, request.query))),
    }),
  );

  app.patch<WithId>(
    '/admin/report-types/:id/',
    { preHandler: app.requireStaff('report-types', 'write') },
    async (request) => {
      const change = parseInput(AdminReportTypeUpdateSchema, request.body);
      return {
        status: true,
        data: await reportTypes.update(staffIdentity(request), reportTypeIdIn(request), change),
      };
    },
  );

  await app.register(imageUpload, { reportTypes });
}

/** PUT /api/admin/report-types/{id}/image: the picture as the raw request body (a plugin of its own: raw bytes). */
async function imageUpload(app: FastifyInstance, options: { reportTypes: ReportTypeAdmin }) {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  app.put<WithId>(
    '/admin/report-types/:id/image',
    { preHandler: app.requireStaff('report-types', 'write'), bodyLimit: REPORT_TYPE_IMAGE_MAX_BYTES + 1 },
    async (request) => ({
      status: true,
      data: await options.reportTypes.setImage(
        staffIdentity(request),
        reportTypeIdIn(request),
        Buffer.isBuffer(request.body) ? request.body : undefined,
      ),
    }),
  );
}
