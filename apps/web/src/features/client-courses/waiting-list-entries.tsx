import { formatSessionDays, seatCount, type WaitingListEntry } from '@firm/domain';
import { Alert, Button, VisuallyHidden } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAddCourseSeats } from '../../data/cart';
import { useLeaveWaitingList, waitingListQueryOptions } from '../../data/waiting-list';
import { failureMessage } from '../../lib/failure-message';
import styles from './client-courses.module.css';

/** An instant in the reader's zone: 'Wednesday, 3 March 2027 at 07:00 EST'. */
const instantInZone = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));

const ORDINAL_RULES = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const ORDINAL_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** 1st, 2nd, 3rd, 11th, 22nd: a place in line. */
const ordinal = (position: number) =>
  `${position}${ORDINAL_SUFFIXES[ORDINAL_RULES.select(position)] ?? 'th'}`;

/**
 * The organisation's places on full sessions' waiting lists (issue 44), on /client/courses: each session with the
 * seats wanted and its place in line, or the seats held for it and until when (in the reader's zone) with BUY, which
 * puts them in the cart and goes there. Who joined and the organisation's owner and admins may leave the list or
 * decline the seats. Nothing is shown while the organisation waits for nothing.
 */
export function WaitingListEntries({ userId, timeZone }: { userId: string | undefined; timeZone: string }) {
  const query = useQuery(waitingListQueryOptions(userId));
  const leave = useLeaveWaitingList();
  const buying = useAddCourseSeats();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  if (query.isPending || (query.isSuccess && query.data.length === 0 && !notice)) return null;
  return (
    <section className={styles.waitingLists} aria-labelledby="waiting-lists-title">
      <h2 id="waiting-lists-title" className={styles.heading}>
        Waiting lists
      </h2>
      {query.isError ? (
        <Alert tone="error">Your waiting lists could not be loaded. Please reload the page.</Alert>
      ) : query.data.length === 0 ? null : (
        <ul className={styles.entries} aria-label="Your waiting lists">
          {query.data.map((entry) => (
            <EntryItem
              key={entry.id}
              entry={entry}
              timeZone={timeZone}
              busy={leave.isPending || buying.pending === entry.session.id}
              onBuy={(seats) => buying.add(entry.session.id, seats, () => void navigate({ to: '/checkout' }))}
              onLeave={() => {
                setNotice(null);
                leave.mutate(entry.id, { onSuccess: (answer) => setNotice(answer.message) });
              }}
            />
          ))}
        </ul>
      )}
      {buying.error ? <Alert tone="error">{buying.error}</Alert> : null}
      {leave.error ? <Alert tone="error">{failureMessage(leave.error)}</Alert> : null}
      {notice ? <p role="status">{notice}</p> : null}
    </section>
  );
}

function EntryItem({
  entry,
  timeZone,
  busy,
  onBuy,
  onLeave,
}: {
  entry: WaitingListEntry;
  timeZone: string;
  busy: boolean;
  onBuy: (seats: number) => void;
  onLeave: () => void;
}) {
  const title = `${entry.session.course_title}, ${formatSessionDays(entry.session.first_day, entry.session.last_day)}`;
  const about = <VisuallyHidden>{title}</VisuallyHidden>;
  return (
    <li className={styles.entry}>
      <p>
        <strong>{title}</strong>
      </p>
      {entry.offer ? (
        <p>
          {seatCount(entry.offer.seats)} {entry.offer.seats === 1 ? 'is' : 'are'} held for your organisation
          until {instantInZone(entry.offer.expires_at, timeZone)}.
        </p>
      ) : (
        <p>
          {seatCount(entry.seats)} wanted ·{' '}
          {entry.position ? `${ordinal(entry.position)} in line` : 'waiting'} · joined by {entry.requested_by}
        </p>
      )}
      <div className={styles.actions}>
        {entry.offer ? (
          <Button disabled={busy} onClick={() => onBuy(entry.offer!.seats)}>
            BUY {entry.offer.seats === 1 ? 'THE SEAT' : `${entry.offer.seats} SEATS`} {about}
          </Button>
        ) : null}
        {entry.can_change ? (
          <Button variant="secondary" disabled={busy} onClick={onLeave}>
            {entry.offer ? 'Decline' : 'Leave the waiting list'} {about}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
