import { BillingProfileRequestSchema } from '@firm/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/** The form's rules, loaded with its first validation (lib/lazy-resolver.ts). */
export const resolver = zodResolver(BillingProfileRequestSchema);
