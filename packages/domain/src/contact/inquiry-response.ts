import { z } from 'zod';

/**
 * POST inquiries/ answer. Kept apart from the form schema, which needs the whole country list: a caller that only
 * reads the answer (the API client) must not load it.
 */
export const InquiryResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type InquiryResponse = z.infer<typeof InquiryResponseSchema>;
