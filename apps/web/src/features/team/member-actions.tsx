import { ASSIGNABLE_ROLES, TEAM_ROLE_LABELS, type AssignableRole, type TeamMember } from '@firm/domain';
import { Button, Select, VisuallyHidden } from '@firm/ui';
import { useState } from 'react';
import type { ConfirmedAction } from './member-confirmation';
import { memberName, type MemberAction } from './team-rules';
import styles from './team.module.css';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

export interface MemberActionsProps {
  member: TeamMember;
  actions: readonly MemberAction[];
  /** Actions that need no confirmation: change the role, reactivate, resend. */
  onAct: (action: 'change-role' | 'reactivate' | 'resend', role?: AssignableRole) => void;
  /** Actions that ask first. */
  onAsk: (action: ConfirmedAction) => void;
}

/**
 * The owner's or an admin's controls on one row; each names its member for screen readers. They are never disabled
 * while a change is under way (a disabled button loses focus): the table ignores presses until it is done.
 */
export function MemberActions({ member, actions, onAct, onAsk }: MemberActionsProps) {
  const name = memberName(member);
  const about = <VisuallyHidden> {name}</VisuallyHidden>;
  const has = (action: MemberAction) => actions.includes(action);
  const currentRole = member.role === 'owner' ? 'admin' : member.role;
  const [role, setRole] = useState<AssignableRole>(currentRole);

  return (
    <div className={styles.actions}>
      {has('change-role') ? (
        <form
          className={styles.roleForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (role !== currentRole) onAct('change-role', role);
          }}
        >
          <div className={styles.roleField}>
            <Select
              label={<VisuallyHidden>Role for {name}</VisuallyHidden>}
              options={ROLE_OPTIONS}
              value={role}
              onChange={(event) => setRole(event.target.value as AssignableRole)}
            />
          </div>
          <Button type="submit" variant="ghost">
            Change role{about}
          </Button>
        </form>
      ) : null}
      <div className={styles.buttons}>
        {has('suspend') || has('reactivate') ? (
          // One button that changes its words, so focus stays on it when the member's state flips.
          <Button
            variant="ghost"

            onClick={() => (has('suspend') ? onAsk('suspend') : onAct('reactivate'))}
          >
            {has('suspend') ? 'Suspend' : 'Reactivate'}
            {about}
          </Button>
        ) : null}
        {has('resend') ? (
          <Button variant="ghost" onClick={() => onAct('resend')}>
            Resend{about}
          </Button>
        ) : null}
        {has('make-owner') ? (
          <Button variant="ghost" onClick={() => onAsk('make-owner')}>
            Make owner{about}
          </Button>
        ) : null}
        {has('remove') ? (
          <Button variant="ghost" onClick={() => onAsk('remove')}>
            Remove{about}
          </Button>
        ) : null}
        {has('revoke') ? (
          <Button variant="ghost" onClick={() => onAsk('revoke')}>
            Revoke{about}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
