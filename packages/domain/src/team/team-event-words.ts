import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from './roles.js';
import type { TeamEvent } from './team.js';
import { TeamMessages } from './team-messages.js';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' ? (value as Fields) : {};

const roleWord = (value: unknown): string =>
  TEAM_ROLES.includes(value as TeamRole) ? TEAM_ROLE_LABELS[value as TeamRole] : 'unknown role';

const typeName = (fields: Fields): string =>
  typeof fields.report_type_name === 'string' ? fields.report_type_name : 'a report type';

/** The profile's words for the company fields a change names. */
const COMPANY_FIELD_WORDS: Record<string, string> = {
  company: 'company name',
  street_address: 'address line 1',
  address_line_2: 'address line 2',
  city: 'city',
  state: 'state',
  postal_code: 'postal code',
  country: 'country',
};

/**
 * One recorded change of the team in words (issue 15), for the organisation's history and the back office:
 * 'Role changed from Member to Admin', 'Seat given on Coffee Weekly Report'. Reads what the record keeps before and
 * after; a record this version does not know is named by its action.
 */
export function describeTeamEvent(event: Pick<TeamEvent, 'action' | 'before' | 'after'>): string {
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  switch (event.action) {
    case 'invited':
      return `Invited as ${roleWord(after.role)}`;
    case 'invitation_resent':
      return 'Invitation sent again';
    case 'invitation_revoked':
      return 'Invitation withdrawn';
    case 'joined':
      return `Joined as ${roleWord(after.role)}`;
    case 'role_changed':
      return `Role changed from ${roleWord(before.role)} to ${roleWord(after.role)}`;
    case 'suspended':
      // A suspension by the firm's staff, or one of the organisation's that staff made theirs (issue 39).
      return after.suspended_by === 'firm' ? TeamMessages.suspendedByFirm : 'Suspended';
    case 'reactivated':
      return 'Reactivated';
    case 'removed':
      return 'Removed from the organisation';
    case 'ownership_transferred':
      return 'Made owner of the organisation';
    case 'report_licensed':
      // Issue 44: an archived report bought alone, the organisation's from the order that paid for it.
      return `Report bought alone: ${typeof after.report_name === 'string' ? after.report_name : 'a report'} (order ${typeof after.order === 'string' ? after.order : 'unknown'})`;
    case 'seat_assigned':
      return `Seat given on ${typeName(after)}`;
    case 'seat_released':
      return `Seat released on ${typeName(before)}`;
    case 'company_changed': {
      const fields = Object.keys(after).map((field) => COMPANY_FIELD_WORDS[field] ?? field);
      return fields.length > 0 ? `Company details changed: ${fields.join(', ')}` : 'Company details changed';
    }
    default:
      return event.action.replaceAll('_', ' ');
  }
}
