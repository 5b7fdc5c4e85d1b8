import { PresignedUrlRequestSchema, REPORT_FILE_OPERATIONS } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIdentity } from '../../../platform/http/client-identity.js';
import { HttpError } from '../../../platform/http/errors.js';
import { publicOrigin } from '../../../platform/http/public-origin.js';
import { parseInput } from '../../../platform/http/validate.js';
import { ReportFileAnswers, type ReportFiles } from '../report-files.js';

const SignedLinkSchema = z.object({
  id: z.coerce.number().int().positive(),
  operation: z.enum(REPORT_FILE_OPERATIONS),
  user: z.uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

/**
 * POST /api/reports/generate-presigned-url/ (SPEC §7) answers a signed link for an entitled client; GET
 * /api/reports/files/:id/ serves it: inline to view, as an attachment to download.
 */
export async function reportFileRoutes(
  app: FastifyInstance,
  options: { reportFiles: ReportFiles; publicUrl: string | undefined },
) {
  app.post('/reports/generate-presigned-url/', { preHandler: app.requireClient }, async (request) => {
    const { id, operation } = parseInput(PresignedUrlRequestSchema, request.body);
    const query = await options.reportFiles.link(clientIdentity(request), id, operation);
    const url = `${publicOrigin(request, options.publicUrl)}/api/reports/files/${id}/?${query.toString()}`;
    return { status: true, url };
  });

  app.get('/reports/files/:id/', async (request, reply) => {
    const link = SignedLinkSchema.safeParse({ ...(request.query as object), ...(request.params as object) });
    if (!link.success) throw new HttpError(403, ReportFileAnswers.badLink);
    const { id, user, ...rest } = link.data;
    const file = await options.reportFiles.deliver({ ...rest, reportId: id, userId: user }, request.ip);
    const disposition = link.data.operation === 'download' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });
}
