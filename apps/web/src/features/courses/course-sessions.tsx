import { Alert, PageSection } from '@firm/ui';
import { useSyncExternalStore } from 'react';
import { ResultsLoading } from '../../components/report-results/report-results';
import { useCourseSessions } from '../../data/course-sessions';
import { CourseSessionCard } from './course-session-card';
import styles from './courses.module.css';

const noChanges = () => () => {};

/**
 * Whether the app has taken over the page: false while the page is prerendered and while React hydrates that
 * markup, true from the render after (as the archive on /individual-reports reads it). Sessions are added, filled
 * and start after the build, so their list is never part of the prerendered markup, which hydration must find
 * unchanged.
 */
const useStarted = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * 'Sessions to come' on /courses and /services/courses (issue 44): every course session to come, soonest first,
 * each a card. The page is sent with the list (lib/served-data.ts); until the app has started, and while the list
 * loads, the section shows a spinner.
 */
export function CourseSessions() {
  const query = useCourseSessions();
  const started = useStarted();
  const sessions = query.data;
  return (
    <PageSection titleId="sessions-title" title="Sessions to come">
      {!started || query.isPending ? (
        <ResultsLoading label="Loading the sessions to come" />
      ) : query.isError || !sessions ? (
        <Alert tone="error">The sessions to come could not be loaded. Please reload the page.</Alert>
      ) : sessions.length === 0 ? (
        <p className={styles.empty}>No sessions are scheduled at the moment.</p>
      ) : (
        <ul className={styles.cards} aria-label="Sessions to come">
          {sessions.map((session) => (
            <CourseSessionCard key={session.id} session={session} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
