import { Alert } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import styles from './team.module.css';

/**
 * A refusal above the seat grid or the invite form (issue 15). A full licence names the report type to upgrade:
 * 'Upgrade' goes to the billing view, where a licence is upgraded, prorated to the days left (issue 17); the
 * refusal's message names the type.
 */
export function SeatLimitAlert({
  message,
  upgradeTypeId,
}: {
  message: string;
  upgradeTypeId: number | null;
}) {
  return (
    <Alert tone="error">
      {message}
      {upgradeTypeId !== null ? (
        <>
          {' '}
          <Link to="/client/profile/billing" className={styles.alertLink}>
            Upgrade
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
