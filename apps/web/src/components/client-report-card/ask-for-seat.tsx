import { managesTeam, TeamMessages } from '@firm/domain';
import { VisuallyHidden } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useProfile } from '../../lib/profile-queries';
import styles from './ask-for-seat.module.css';

/**
 * Instead of PURCHASE on a report whose type the organisation runs without a seat for the user (issue 15): seats are
 * given, not bought. A member asks the administrator; an owner or admin is the administrator, and is sent to the seat
 * grid on the profile page. `subject` finishes the sentence for screen readers ('to open Coffee Weekly #12').
 */
export function AskForSeat({ subject, className }: { subject: string; className?: string }) {
  const { profile } = useProfile();
  const classes = className ? `${styles.askForSeat} ${className}` : styles.askForSeat;
  if (profile && managesTeam(profile.role)) {
    return (
      <Link to="/client/profile" hash="seats-title" className={classes}>
        {TeamMessages.assignYourselfASeat}
        <VisuallyHidden> {subject}</VisuallyHidden>
      </Link>
    );
  }
  return (
    <p className={classes}>
      {TeamMessages.askForSeat}
      <VisuallyHidden> {subject}</VisuallyHidden>
    </p>
  );
}
