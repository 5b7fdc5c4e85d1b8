import {
  COMMODITY_LABELS,
  COURSE_FORMAT_LABELS,
  COURSE_LEVEL_LABELS,
  formatSessionDays,
  formatUsd,
  MAX_SEATS_PER_LINE,
  sessionAvailabilityLabel,
  type UpcomingSession,
} from '@firm/domain';
import { Alert, Button, buttonClassName, Card, Select, VisuallyHidden } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatSessionHours } from './session-times';
import styles from './courses.module.css';

export interface CourseSessionCardProps {
  session: UpcomingSession;
  /** The session's seats are in the caller's cart: a link to the cart instead of the choice. */
  inCart: boolean;
  /** Adding this session's seats is under way. */
  busy: boolean;
  /** Why adding its seats was refused, if it was. */
  error: string | null;
  onAdd: (seats: number) => void;
}

/**
 * One session to come (issue 44): its course's title, level and commodity, its days and daily hours in its own
 * zone, where it is held, who teaches it, its price per participant and what is left of its seats, in words; while
 * seats are left, how many to buy (up to those left) and ADD TO CART, or the cart once they are in it.
 */
export function CourseSessionCard({ session, inCart, busy, error, onAdd }: CourseSessionCardProps) {
  const { course } = session;
  const [seats, setSeats] = useState('1');
  const days = formatSessionDays(session.first_day, session.last_day);
  const about = (
    <>
      {' '}
      <VisuallyHidden>{`${course.title}, ${days}`}</VisuallyHidden>
    </>
  );
  const most = Math.min(MAX_SEATS_PER_LINE, session.seats_left);
  const footer =
    session.availability !== 'open' ? null : inCart ? (
      <Link to="/checkout" className={buttonClassName('secondary')}>
        IN YOUR CART{about}
      </Link>
    ) : (
      <form
        className={styles.seatsForm}
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(Number(seats));
        }}
      >
        <Select
          label={
            <>
              Seats <VisuallyHidden>of {course.title}</VisuallyHidden>
            </>
          }
          options={Array.from({ length: most }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
          value={seats}
          disabled={busy}
          onChange={(event) => setSeats(event.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          ADD TO CART{about}
        </Button>
      </form>
    );
  return (
    <Card
      as="li"
      headingLevel={3}
      eyebrow={`${COURSE_LEVEL_LABELS[course.level]} · ${COMMODITY_LABELS[course.commodity]}`}
      title={course.title}
      footer={footer}
    >
      <p className={styles.sessionDays}>{days}</p>
      <p>{formatSessionHours(session.hours, session.time_zone)}</p>
      <p>
        {session.format === 'in_person' && session.place
          ? `${COURSE_FORMAT_LABELS.in_person}, ${session.place}`
          : COURSE_FORMAT_LABELS[session.format]}
      </p>
      <p>Taught by {session.analyst.name}</p>
      <p className={styles.sessionPrice}>
        {formatUsd(session.price_per_participant, 'cents')} <span>per participant</span>
      </p>
      <p className={styles.seats}>{sessionAvailabilityLabel(session.availability, session.seats_left)}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}
