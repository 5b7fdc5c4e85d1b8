import type { TeamMember } from '@firm/domain';
import { memberName } from './team-rules';
import styles from './team.module.css';

/** An address that may wrap only before its '@', so a narrow column never breaks it letter by letter. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className={styles.email}>{email}</span>;
  return (
    <>
      <span className={styles.email}>{email.slice(0, at)}</span>
      <wbr />
      <span className={styles.email}>{email.slice(at)}</span>
    </>
  );
}

/** A member's name, or an invitation's address (wrapping only before its '@'). */
export function MemberName({ member }: { member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'> }) {
  const name = memberName(member);
  return name === member.email ? <EmailAddress email={name} /> : <>{name}</>;
}
