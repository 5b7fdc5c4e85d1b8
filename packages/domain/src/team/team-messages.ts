import { PASSWORD_MAX_LENGTH } from '../accounts/password-rule.js';
import { FIRM_NAME } from '../site/firm.js';

// Apart from the team's schemas (team.ts): a public page that says 'Ask your administrator for a seat' does not load
// zod (issue 18).

/** What the team calls answer and the forms show. */
export const TeamMessages = {
  emailInvalid: 'Please enter a valid email address.',
  roleInvalid: 'Please choose a role.',
  seatsInvalid: 'Please choose report types your organisation subscribes to.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooLong: 'This is too long.',
  forbidden: "Only your organisation's owner and admins can change the team.",
  ownerOnly: 'Only the owner can hand over ownership.',
  ownerUntouchable:
    "Only the owner changes the owner's seats, and the owner's role changes only by handing over ownership.",
  notYourself: 'You cannot do this to your own account.',
  newOwnerMustBeAdmin: 'Ownership can only be handed to an active admin.',
  memberNotFound: 'This member could not be found.',
  invitationNotFound: 'This invitation could not be found.',
  alreadyMember: 'This person is already a member of your organisation.',
  alreadyInvited: 'This person has already been invited. You can resend the invitation.',
  otherOrganisation:
    'This email address belongs to an account of another organisation. Ask them to use another address.',
  invitationInvalid: 'This invitation link is not valid. Ask your administrator for a new one.',
  invitationExpired: 'This invitation has expired. Ask your administrator to send a new one.',
  invitationUsed: 'This invitation has already been used. Please sign in.',
  invitationRevoked: 'This invitation has been withdrawn. Ask your administrator if you need access.',
  invited: 'Invitation sent.',
  tooManyInvitations: 'Too many invitations sent in the last hour. Please try again later.',
  resent: 'Invitation sent again. The earlier link no longer works.',
  revoked: 'Invitation withdrawn.',
  roleChanged: 'Role changed.',
  suspended: 'Member suspended. Their sessions have ended.',
  reactivated: 'Member reactivated.',
  /** What the team shows on a member the firm suspended (issue 39): only the firm lifts it. */
  suspendedByFirm: `Suspended by ${FIRM_NAME}`,
  /** What the back office shows on a member their own organisation suspended, beside suspendedByFirm. */
  suspendedByOrganisation: 'Suspended by the organisation',
  /** An owner or admin asked to reactivate a member the firm suspended. */
  firmSuspensionReactivate: `${FIRM_NAME} suspended this member. Only ${FIRM_NAME} can reactivate them.`,
  /** An owner or admin asked to remove a member the firm suspended (removing and inviting again would lift it). */
  firmSuspensionRemove: `${FIRM_NAME} suspended this member. They stay in your organisation, suspended, until ${FIRM_NAME} lifts the suspension.`,
  removed: 'Member removed. Their sessions have ended.',
  ownershipTransferred: 'Ownership handed over. You are now an admin.',
  seatAssigned: 'Seat assigned.',
  seatReleased: 'Seat released.',
  notSubscribed: 'Your organisation has no running subscription to this report type.',
  /** A seat given, or reserved by an invitation, to a role that reads no reports (readsReports). */
  billingTakesNoSeat:
    'Billing members see orders and invoices, not reports: give them another role to seat them.',
  /** Said to a billing member instead of askForSeat: no administrator can seat them as they are. */
  billingSeesNoReports: 'Your billing role sees orders and invoices, not reports.',
  /** Why the seat grid offers no seat to a billing member. */
  billingNoSeat: 'Billing members take no seats',
  askForSeat: 'Ask your administrator for a seat',
  /** Said instead of askForSeat to an owner or admin, who hands out seats themselves. */
  assignYourselfASeat: 'Assign yourself a seat',
} as const;
