import { Alert, Button } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { ResultsLoading } from '../../components/report-results/report-results';
import { profileQueryOptions } from '../../data/profile';
import { useSession } from '../../data/session';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import styles from './profile.module.css';

const LOAD_FAILED = 'We could not load your profile. Please try again.';

/**
 * /client/profile (SPEC §2 Profile, issue 15): the signed-in client's details from the server, read-only with an
 * Edit button; then changing the email address and the password.
 */
export function ProfileDetails() {
  const { id } = useSession();
  // The page where people check their details shows what is stored now, not what another page cached earlier.
  const query = useQuery({ ...profileQueryOptions(id), refetchOnMount: 'always' });

  const profile = query.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      {profile ? (
        <>
          <DetailsSection profile={profile} />
          <EmailSection profile={profile} />
          <PasswordSection />
        </>
      ) : query.isPending ? (
        <ResultsLoading label="Loading your profile" />
      ) : (
        <div className={styles.section}>
          <Alert tone="error">{LOAD_FAILED}</Alert>
          <div className={styles.actions}>
            <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
