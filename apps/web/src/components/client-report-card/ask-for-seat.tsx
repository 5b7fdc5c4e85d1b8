import { managesTeam, readsReports, TeamMessages } from '@firm/domain';
import { VisuallyHidden } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useProfile } from '../../data/profile';
import styles from './ask-for-seat.module.css';

/**
 * Instead of PURCHASE on a report whose type the organisation runs without a seat for the user (issue 15): seats are
 * given, not bought. A member asks the administrator; an owner or admin is the administrator, and is sent to the seat
 * grid on the profile page; billing, which takes no seat (issue 17), is told it sees no reports. `subject` finishes the sentence for screen readers ('to open Coffee Weekly #12').
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
  // Billing takes no seat (issue 17): asking the administrator for one would lead nowhere.
  const words =
    profile?.role && !readsReports(profile.role)
      ? TeamMessages.billingSeesNoReports
      : TeamMessages.askForSeat;
  return (
    <p className={classes}>
      {words}
      <VisuallyHidden> {subject}</VisuallyHidden>
    </p>
  );
}
