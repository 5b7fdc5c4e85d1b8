/**
 * The activity area's public face (docs/decisions/032): who did what to which record, kept in the transaction of the
 * change. Other areas record through `recordStaffAction` and read the log through `auditLogPage` and `auditEntryOf`.
 */
export {
  auditEntryOf,
  auditLogPage,
  CLI_STAFF,
  recordStaffAction,
  SYSTEM_STAFF,
  type Staff,
} from './staff-actions.js';
export type { StaffActionRow } from './repository.js';
