/**
 * The accounts area's public face (docs/decisions/032): people's accounts, passwords, sessions and one-time codes.
 * Other areas reach accounts through what this file exports only.
 */
export {
  addInvitedStaff,
  addMember,
  detachMember,
  rejoinMember,
  setMemberRole,
  setOrganisationStatus,
  setUserSuspension,
  staffMemberOf,
  userEmailOf,
} from './account-changes.js';
export type { CompanyChange } from './events.js';
export { createAccountPurge, type AccountPurge } from './account-purge.js';
export { accountRoutes } from './routes.js';
export { createAccountService, type AccountService } from './service.js';
export { normaliseEmail } from './email-address.js';
export { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.js';
export { issuePasswordResetToken } from './password-reset.js';
