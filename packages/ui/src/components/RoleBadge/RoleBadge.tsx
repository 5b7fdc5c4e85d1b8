import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import styles from './RoleBadge.module.css';

/** A person's role in a client organisation. */
export type TeamRoleName = 'owner' | 'admin' | 'member' | 'billing';
/** A person's state in the team: an open invitation, one past its date, an active member, or a suspended one. */
export type MemberStatusName = 'invited' | 'expired' | 'active' | 'suspended';

const ROLE_TEXT: Record<TeamRoleName, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  billing: 'Billing',
};

const STATUS_TEXT: Record<MemberStatusName, string> = {
  invited: 'Invited',
  expired: 'Invitation expired',
  active: 'Active',
  suspended: 'Suspended',
};

interface BadgeBase extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Other words for the value (another language, say); the value's own name by default. */
  label?: string;
}

export type RoleBadgeProps = BadgeBase &
  (
    | {
        /** Defaults to 'role'. */
        variant?: 'role';
        value: TeamRoleName;
      }
    | {
        variant: 'status';
        value: MemberStatusName;
      }
  );

/**
 * A person's role (Owner, Admin, Member, Billing) or status (Invited, Invitation expired, Active, Suspended) as a small badge. The word
 * says it; the colour only helps the eye (each pair is at least 5.8:1), and a dashed border marks what is not (yet)
 * active.
 */
export function RoleBadge({ variant = 'role', value, label, className, ...rest }: RoleBadgeProps) {
  const text =
    label ??
    (variant === 'status' ? STATUS_TEXT[value as MemberStatusName] : ROLE_TEXT[value as TeamRoleName]);
  return (
    <span
      {...rest}
      data-variant={variant}
      data-value={value}
      className={cx(styles.badge, styles[value], className)}
    >
      {text}
    </span>
  );
}
