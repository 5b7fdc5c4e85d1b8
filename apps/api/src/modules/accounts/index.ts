/**
 * The accounts area's public face (docs/decisions/032): people's accounts, passwords, sessions and one-time codes.
 * Other areas reach accounts through what this file exports only.
 */
import type { Db } from '../../platform/database/database.js';
import { accountRepository } from './repository.js';

export { createAccountPurge, type AccountPurge } from './account-purge.js';
export { accountRoutes } from './routes.js';
export { createAccountService, type AccountService } from './service.js';
export { normaliseEmail } from './email-address.js';
export { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.js';
export { issuePasswordResetToken } from './password-reset.js';

/** A staff member's account (any status), or null for a client or an unknown id. */
export function staffMemberOf(db: Db, userId: string) {
  return accountRepository.staffMember(db, userId);
}
