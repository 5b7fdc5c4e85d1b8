import { Alert } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import styles from './team.module.css';

/**
 * A refusal above the seat grid or the invite form (issue 15). A full licence names the report type to upgrade:
 * 'Upgrade' goes to that type in the catalogue (/reports#type-<id>), where the larger tiers are offered.
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
          <Link to="/reports" hash={`type-${upgradeTypeId}`} className={styles.alertLink}>
            Upgrade
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
