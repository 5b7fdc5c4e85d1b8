import { OtpSchema } from '@firm/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const CodeFormSchema = z.object({ otp: OtpSchema });
export type CodeValues = z.infer<typeof CodeFormSchema>;

/** The code form's rule (SPEC §5), loaded with its first validation (lib/lazy-resolver.ts). */
export const resolver = zodResolver(CodeFormSchema);
