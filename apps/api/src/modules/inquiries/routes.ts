import { staffIdentity } from '../../platform/http/staff-identity.js';
import { AdminInquiriesQuerySchema, AdminInquiryUpdateSchema, InquirySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../platform/http/rate-limit.js';
import { parseInput, parsePathParam, PathUuidSchema } from '../../platform/http/validate.js';
import { InquiryInboxMessages, type InquiryInbox } from './inbox.js';
import type { InquiryService } from './service.js';

export const INQUIRY_THANKS = 'Thank you for getting in touch. We will reply within two working days.';
export const INQUIRY_RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please try again later.';

/**
 * POST /api/inquiries/ (DESIGN §4): the contact form, validated with the form's own rules, stored and mailed. The
 * back office's inbox of them (issue 16) under /api/admin/inquiries/.
 */
export async function inquiryRoutes(
  app: FastifyInstance,
  options: { inquiries: InquiryService; inbox: InquiryInbox; rateLimitMax: number },
) {
  const { inbox } = options;

  app.post(
    '/inquiries/',
    {
      config: rateLimit(options.rateLimitMax, '10 minutes', INQUIRY_RATE_LIMIT_MESSAGE),
    },
    async (request, reply) => {
      await options.inquiries.submit(parseInput(InquirySchema, request.body));
      return reply.code(201).send({ status: true, message: INQUIRY_THANKS });
    },
  );

  app.get('/admin/inquiries/', { preHandler: app.requireStaff('inquiries', 'read') }, async (request) => ({
    status: true,
    ...(await inbox.list(parseInput(AdminInquiriesQuerySchema, request.query))),
  }));

  app.patch<{ Params: { id: string } }>(
    '/admin/inquiries/:id/',
    { preHandler: app.requireStaff('inquiries', 'write') },
    async (request) => {
      const { handled } = parseInput(AdminInquiryUpdateSchema, request.body);
      return {
        status: true,
        data: await inbox.setHandled(
          staffIdentity(request),
          parsePathParam(PathUuidSchema, request.params.id, InquiryInboxMessages.notFound),
          handled,
        ),
      };
    },
  );
}
