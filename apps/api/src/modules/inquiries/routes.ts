import { InquirySchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../platform/http/rate-limit.js';
import { parseInput } from '../../platform/http/validate.js';
import type { InquiryService } from './service.js';

export const INQUIRY_THANKS = 'Thank you for getting in touch. We will reply within two working days.';
export const INQUIRY_RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please try again later.';

/** POST /api/inquiries/ (DESIGN §4): the contact form, validated with the form's own rules, stored and mailed. */
export async function inquiryRoutes(
  app: FastifyInstance,
  options: { inquiries: InquiryService; rateLimitMax: number },
) {
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
}
