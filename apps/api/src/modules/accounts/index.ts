/**
 * The accounts area's public face (docs/decisions/032): people's accounts, passwords, sessions and one-time codes.
 * Other areas reach accounts through what this file exports only.
 */
import type { SuspensionOrigin } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { accountRepository } from './repository.js';

export { createAccountPurge, type AccountPurge } from './account-purge.js';
export { accountRoutes } from './routes.js';
export { createAccountService, type AccountService } from './service.js';
export { normaliseEmail } from './email-address.js';
export { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.js';
export { issuePasswordResetToken } from './password-reset.js';

/** An organisation suspended ('disabled': none of its people can sign in) or active again. */
export function setOrganisationStatus(db: Db, tenantId: string, status: 'active' | 'disabled') {
  return accountRepository.setTenantStatus(db, tenantId, status);
}

/** Suspends a client user as `by` says (the firm, or their organisation), or with null lifts the suspension. */
export function setUserSuspension(db: Db, userId: string, by: SuspensionOrigin | null) {
  return accountRepository.setUserSuspension(db, userId, by);
}

/** A staff member's account (any status), or null for a client or an unknown id. */
export function staffMemberOf(db: Db, userId: string) {
  return accountRepository.staffMember(db, userId);
}
