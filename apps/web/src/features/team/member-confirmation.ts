import type { TeamMember } from '@firm/domain';
import { memberName } from './team-rules';

/** The actions that ask first: they end sessions, free seats, or cannot be taken back by the one who does them. */
export type ConfirmedAction = 'suspend' | 'remove' | 'revoke' | 'make-owner';

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  destructive: boolean;
}

/** What the dialog asks before each confirmed action. */
export function confirmationFor(action: ConfirmedAction, member: TeamMember): Confirmation {
  const name = memberName(member);
  switch (action) {
    case 'suspend':
      return {
        title: `Suspend ${name}?`,
        message: `${name} is signed out at once and cannot sign in until reactivated.`,
        confirmLabel: 'Suspend member',
        busyLabel: 'Suspending...',
        destructive: true,
      };
    case 'remove':
      return {
        title: `Remove ${name}?`,
        message: `${name} is signed out at once and leaves the organisation; the seats they hold are freed.`,
        confirmLabel: 'Remove member',
        busyLabel: 'Removing...',
        destructive: true,
      };
    case 'revoke':
      return {
        title: `Withdraw the invitation to ${member.email}?`,
        message: 'The link in the invitation stops working, and the seats it reserves are freed.',
        confirmLabel: 'Revoke invitation',
        busyLabel: 'Revoking...',
        destructive: true,
      };
    case 'make-owner':
      return {
        title: `Make ${name} the owner?`,
        message: `${name} becomes the owner of your organisation, and you become an admin. Only the new owner can hand ownership back.`,
        confirmLabel: 'Make owner',
        busyLabel: 'Handing over...',
        destructive: false,
      };
  }
}
