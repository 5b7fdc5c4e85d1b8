import { Alert, PageSection } from '@firm/ui';
import { ResultsLoading } from '../../components/report-results/report-results';
import { useAddCourseSeats, useCart } from '../../data/cart';
import { useCourseSessions } from '../../data/course-sessions';
import { useJoinWaitingList } from '../../data/waiting-list';
import { useStarted } from '../../lib/use-started';
import { CourseSessionCard } from './course-session-card';
import styles from './courses.module.css';

/**
 * 'Sessions to come' on /courses and /services/courses (issue 44): every course session to come, soonest first,
 * each a card with its seats to put in the cart, or its waiting list to join while it is full. The page is sent with the list (lib/served-data.ts); sessions are
 * added, filled and start after the build, so until the app has started (useStarted), and while the list loads, the
 * section shows a spinner.
 */
export function CourseSessions() {
  const query = useCourseSessions();
  const started = useStarted();
  const { cart } = useCart();
  const adding = useAddCourseSeats();
  const joining = useJoinWaitingList();
  const sessions = query.data;
  const inCart = new Set(
    (cart?.data ?? []).flatMap((line) => (line.kind === 'course_seats' ? [line.session.id] : [])),
  );
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
            <CourseSessionCard
              key={session.id}
              session={session}
              inCart={inCart.has(session.id)}
              busy={adding.pending === session.id}
              error={adding.sessionId === session.id ? adding.error : null}
              onAdd={(seats) => adding.add(session.id, seats)}
              waitingList={{
                busy: joining.pending === session.id,
                error: joining.sessionId === session.id ? joining.error : null,
                joined: joining.joined === session.id,
                onJoin: (seats) => joining.join(session.id, seats),
              }}
            />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
