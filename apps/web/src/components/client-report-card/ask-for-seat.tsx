import { TeamMessages } from '@firm/domain';
import { VisuallyHidden } from '@firm/ui';
import styles from './ask-for-seat.module.css';

/**
 * Instead of PURCHASE on a report whose type the organisation runs without a seat for the user (issue 15): the
 * administrator gives seats, so there is nothing to buy.
 */
export function AskForSeat({ reportName }: { reportName: string }) {
  return (
    <p className={styles.askForSeat}>
      {TeamMessages.askForSeat}
      <VisuallyHidden> to open {reportName}</VisuallyHidden>
    </p>
  );
}
