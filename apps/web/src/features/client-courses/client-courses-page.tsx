import { Alert, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clientCoursesQueryOptions } from '../../data/client-courses';
import { useSession } from '../../data/session';
import { browserTimeZone } from '../../lib/time-zone-options';
import { ClientCourseCard } from './client-course-card';
import { WaitingListEntries } from './waiting-list-entries';
import styles from './client-courses.module.css';

/**
 * SPEC §2's Courses page of the portal (its heading kept), filled by issue 44: the course sessions the organisation
 * has paid seats in, soonest first, each day in the reader's time zone, with their participants; above them, its
 * places on full sessions' waiting lists and the seats offered to it.
 */
export function ClientCoursesPage() {
  const { id } = useSession();
  const query = useQuery(clientCoursesQueryOptions(id));
  const timeZone = browserTimeZone();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Courses</h1>
      <p className={styles.lead}>
        The course sessions your organisation has seats in. Days and hours are shown in your time zone (
        {timeZone.replaceAll('_', ' ')}).
      </p>
      <WaitingListEntries userId={id} timeZone={timeZone} />
      {query.isPending ? (
        <Spinner label="Loading your courses" />
      ) : query.isError ? (
        <Alert tone="error">Your courses could not be loaded. Please reload the page.</Alert>
      ) : query.data.length === 0 ? (
        <p className={styles.muted}>
          Your organisation has no seats in a course yet. See the <Link to="/courses">sessions to come</Link>.
        </p>
      ) : (
        <ul className={styles.sessions} aria-label="Your course sessions">
          {query.data.map((session) => (
            <ClientCourseCard key={session.id} session={session} timeZone={timeZone} userId={id} />
          ))}
        </ul>
      )}
    </div>
  );
}
