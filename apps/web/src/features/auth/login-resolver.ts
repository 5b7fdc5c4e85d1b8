import { LoginFormSchema } from '@firm/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/** The login form's rules (SPEC §5), loaded with its first validation (lib/lazy-resolver.ts). */
export const resolver = zodResolver(LoginFormSchema);
