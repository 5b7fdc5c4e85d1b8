import { OrderNumberSchema } from '@firm/domain';
import { z } from 'zod';

/** A result page's search params: the order the payment made (`?order=`); a malformed number is dropped. */
export const ResultSearchSchema = z.object({
  order: OrderNumberSchema.optional().catch(undefined),
});
