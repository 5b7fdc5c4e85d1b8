/**
 * The activity area's public face (docs/decisions/032): one record of who did what to which record, kept in the
 * transaction of the change (issue 40). Areas write through `recordActivity` (or `recordStaffAction` for the back
 * office) and read it through the pages and lists below; no area reads the table itself.
 */
export { recordActivity, SERVER, type Actor, type Subject } from './record.js';
export {
  actorOfStaff,
  auditEntryOf,
  auditLogPage,
  auditOfSubject,
  changedOnly,
  CLI_STAFF,
  isStaffAction,
  recordStaffAction,
  SYSTEM_STAFF,
  type Staff,
} from './staff-actions.js';
export { activityOfOrganisation, activityPage, hasActivity } from './reads.js';
export type { ActivityRow } from './repository.js';
