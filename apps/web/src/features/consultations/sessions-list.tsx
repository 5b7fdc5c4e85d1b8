import { formatSessionTime, type ClientSession } from '@firm/domain';
import { Alert, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { consultationsQueryOptions } from '../../data/consultations';
import { useSession } from '../../data/session';
import { browserTimeZone } from '../../lib/time-zone-options';
import styles from './consultations.module.css';

function SessionItem({ session, timeZone }: { session: ClientSession; timeZone: string }) {
  return (
    <li className={styles.session}>
      <span className={styles.when}>{formatSessionTime(new Date(session.starts_at), timeZone)}</span>
      <span>
        {session.length} minutes with {session.analyst.name}
        {session.status === 'cancelled' ? ' (cancelled)' : ''}
      </span>
      <span className={styles.muted}>Topic: {session.topic}</span>
      <span className={styles.muted}>Booked by {session.booked_by.name}</span>
      {session.join_link ? (
        <a href={session.join_link} target="_blank" rel="noreferrer">
          Join the session
        </a>
      ) : null}
    </li>
  );
}

/**
 * The sessions of /client/consultations (issue 43): those to come and those past, each in the reader's zone, with
 * the link to join a booked one. Owners and admins see the organisation's, everyone else their own.
 */
export function SessionsList() {
  const { id } = useSession();
  const query = useQuery(consultationsQueryOptions(id));
  const timeZone = browserTimeZone();
  if (query.isPending) return <Spinner label="Loading your sessions" />;
  if (query.error)
    return <Alert tone="error">Your sessions could not be loaded. Please reload the page.</Alert>;
  const { upcoming, past } = query.data;
  return (
    <>
      <section aria-labelledby="upcoming-sessions" className={styles.panel}>
        <h2 id="upcoming-sessions" className={styles.heading}>
          Upcoming sessions
        </h2>
        {upcoming.length === 0 ? (
          <p className={styles.empty}>No sessions booked yet.</p>
        ) : (
          <ul className={styles.sessions}>
            {upcoming.map((session) => (
              <SessionItem key={session.id} session={session} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-sessions" className={styles.panel}>
          <h2 id="past-sessions" className={styles.heading}>
            Past sessions
          </h2>
          <ul className={styles.sessions}>
            {past.map((session) => (
              <SessionItem key={session.id} session={session} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
