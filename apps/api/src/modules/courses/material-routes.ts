import {
  COURSE_MATERIAL_MAX_BYTES,
  CourseMaterialLinkRequestSchema,
  CourseMaterialMessages,
  CourseSessionMessages,
  MAX_INTEGER_ID,
  REPORT_FILE_OPERATIONS,
  UploadCourseMaterialQuerySchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ForbiddenError, InvalidInputError } from '../../platform/errors.js';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { sendPdf } from '../../platform/http/pdf-reply.js';
import { acceptPdfBodies, pdfUploadRoute } from '../../platform/http/pdf-upload.js';
import type { PublicOrigin } from '../../platform/http/public-origin.js';
import { staffIdentity } from '../../platform/http/staff-identity.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { CourseMaterials } from './materials.js';

type WithId = { Params: { id: string } };

const materialIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, CourseMaterialMessages.notFound);

/** A material's signed link as its query and path give it; anything else is no link. */
const SignedMaterialLinkSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_INTEGER_ID),
  participant: z.coerce.number().int().positive().max(MAX_INTEGER_ID),
  operation: z.enum(REPORT_FILE_OPERATIONS),
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

/**
 * A session's materials (issue 44): staff of the courses area list, upload (the PDF is the body, as a report's is),
 * preview and remove them; a participant asks for a short-lived link from the portal, and the signed link (the
 * portal's or their mail's) delivers the PDF stamped with them.
 */
export async function courseMaterialRoutes(
  app: FastifyInstance,
  options: { materials: CourseMaterials; publicOrigin: PublicOrigin },
) {
  const { materials } = options;
  acceptPdfBodies(app);

  app.get<WithId>(
    '/admin/course-sessions/:id/materials/',
    { preHandler: app.requireStaff('courses', 'read') },
    async (request) => {
      const id = parsePathParam(PathIntegerIdSchema, request.params.id, CourseSessionMessages.notFound);
      return { status: true, data: await materials.list(id) };
    },
  );

  app.post<WithId>(
    '/admin/course-sessions/:id/materials/',
    {
      // onRequest: an anonymous or non-staff caller is refused before the body is read.
      onRequest: app.requireStaff('courses', 'write'),
      ...pdfUploadRoute(CourseMaterialMessages, COURSE_MATERIAL_MAX_BYTES),
    },
    async (request, reply) => {
      const id = parsePathParam(PathIntegerIdSchema, request.params.id, CourseSessionMessages.notFound);
      const query = parseInput(UploadCourseMaterialQuerySchema, request.query);
      if (!Buffer.isBuffer(request.body)) throw new InvalidInputError(CourseMaterialMessages.notPdf);
      const data = await materials.upload(staffIdentity(request), id, {
        title: query.title,
        fileName: query.file_name,
        bytes: request.body,
      });
      return reply.code(201).send({ status: true, message: CourseMaterialMessages.uploaded, data });
    },
  );

  app.delete<WithId>(
    '/admin/course-materials/:id/',
    { preHandler: app.requireStaff('courses', 'write') },
    async (request) => ({
      status: true,
      message: CourseMaterialMessages.removed,
      data: await materials.remove(staffIdentity(request), materialIdIn(request)),
    }),
  );

  // The stored PDF, not stamped: staff preview it in the browser.
  app.get<WithId>(
    '/admin/course-materials/:id/file',
    { preHandler: app.requireStaff('courses', 'read') },
    async (request, reply) => sendPdf(reply, await materials.staffFile(materialIdIn(request)), 'inline'),
  );

  app.post<WithId>('/courses/materials/:id/link/', { preHandler: app.requireClient }, async (request) => {
    const { operation } = parseInput(CourseMaterialLinkRequestSchema, request.body);
    const url = await materials.link(
      clientIdentity(request),
      materialIdIn(request),
      operation,
      options.publicOrigin(request),
    );
    return { status: true, url };
  });

  // The signed link itself: inline to view, as an attachment to download.
  app.get('/courses/materials/:id/file/', async (request, reply) => {
    const link = SignedMaterialLinkSchema.safeParse({
      ...(request.query as object),
      ...(request.params as object),
    });
    if (!link.success) throw new ForbiddenError(CourseMaterialMessages.badLink);
    const { id, participant, ...rest } = link.data;
    const file = await materials.deliver({ ...rest, materialId: id, participantId: participant });
    return sendPdf(reply, file, link.data.operation === 'download' ? 'attachment' : 'inline');
  });
}
