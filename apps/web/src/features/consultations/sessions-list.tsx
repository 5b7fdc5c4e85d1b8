import { CREDIT_OFFER_NAME, formatSessionTime, type ClientSession } from '@firm/domain';
import { Alert, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { consultationsQueryOptions } from '../../data/consultations';
import { useSession } from '../../data/session';
import { browserTimeZone } from '../../lib/time-zone-options';
import { SessionActions } from './session-actions';
import styles from './consultations.module.css';

function SessionItem({
  session,
  timeZone,
  onChanged,
}: {
  session: ClientSession;
  timeZone: string;
  onChanged?: (message: string) => void;
}) {
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
      {onChanged ? <SessionActions session={session} timeZone={timeZone} onChanged={onChanged} /> : null}
    </li>
  );
}

/** 'December 2026' of a UTC month '2026-12'. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/**
 * The sessions of /client/consultations (issue 43): those to come and those past, each in the reader's zone, with
 * the link to join a booked one. Owners and admins see the organisation's, everyone else their own.
 */
export function SessionsList() {
  const { id } = useSession();
  const query = useQuery(consultationsQueryOptions(id));
  const timeZone = browserTimeZone();
  const [notice, setNotice] = useState<string | null>(null);
  if (query.isPending) return <Spinner label="Loading your sessions" />;
  if (query.error)
    return <Alert tone="error">Your sessions could not be loaded. Please reload the page.</Alert>;
  const { upcoming, past, monthly_calls, credits } = query.data;
  const calls = monthly_calls.filter((month) => month.included > 0);
  return (
    <>
      <section aria-labelledby="upcoming-sessions" className={styles.panel}>
        <h2 id="upcoming-sessions" className={styles.heading}>
          Upcoming sessions
        </h2>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {calls.length > 0 ? (
          <p className={styles.muted}>
            Monthly calls left (enterprise):{' '}
            {calls
              .map(
                (month) => `${monthName(month.month)}: ${month.included - month.used} of ${month.included}`,
              )
              .join(', ')}
            .
          </p>
        ) : null}
        <p className={styles.muted}>
          Consultation credits left: {credits}.{' '}
          {credits === 0 ? (
            <>
              Each books a 60-minute session;{' '}
              <Link to="/checkout">add a {CREDIT_OFFER_NAME} in your cart</Link>.
            </>
          ) : (
            'Each books a 60-minute session.'
          )}
        </p>
        {upcoming.length === 0 ? (
          <p className={styles.empty}>No sessions booked yet.</p>
        ) : (
          <ul className={styles.sessions}>
            {upcoming.map((session) => (
              <SessionItem key={session.id} session={session} timeZone={timeZone} onChanged={setNotice} />
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
