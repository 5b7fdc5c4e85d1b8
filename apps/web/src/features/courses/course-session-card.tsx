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
  /** Its waiting list, while it is full: joining it under way, refused, or done. */
  waitingList: { busy: boolean; error: string | null; joined: boolean; onJoin: (seats: number) => void };
}

/** A choice of 1 to `most` seats, named for the course it is about. */
function SeatsSelect(props: {
  label: string;
  courseTitle: string;
  most: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label={
        <>
          {props.label} <VisuallyHidden>of {props.courseTitle}</VisuallyHidden>
        </>
      }
      options={Array.from({ length: props.most }, (_, index) => ({
        value: String(index + 1),
        label: String(index + 1),
      }))}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/**
 * One session to come (issue 44): its course's title, level and commodity, its days and daily hours in its own
 * zone, where it is held, who teaches it, its price per participant and what is left of its seats, in words; while
 * seats are left, how many to buy (up to those left) and ADD TO CART, or the cart once they are in it; while it is
 * full, how many seats the organisation wants and JOIN THE WAITING LIST.
 */
export function CourseSessionCard({
  session,
  inCart,
  busy,
  error,
  onAdd,
  waitingList,
}: CourseSessionCardProps) {
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
  const waitingListForm = waitingList.joined ? (
    <Alert tone="success">
      You are on the waiting list. We will write to you when seats are free; your place is under{' '}
      <Link to="/client/courses">Courses</Link> in your portal.
    </Alert>
  ) : (
    <form
      className={styles.seatsForm}
      onSubmit={(event) => {
        event.preventDefault();
        waitingList.onJoin(Number(seats));
      }}
    >
      <SeatsSelect
        label="Seats wanted"
        courseTitle={course.title}
        most={Math.min(MAX_SEATS_PER_LINE, session.capacity)}
        value={seats}
        disabled={waitingList.busy}
        onChange={setSeats}
      />
      <Button type="submit" disabled={waitingList.busy} aria-busy={waitingList.busy || undefined}>
        JOIN THE WAITING LIST{about}
      </Button>
    </form>
  );
  const footer =
    session.availability === 'waiting_list' ? (
      waitingListForm
    ) : session.availability !== 'open' ? null : inCart ? (
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
        <SeatsSelect
          label="Seats"
          courseTitle={course.title}
          most={most}
          value={seats}
          disabled={busy}
          onChange={setSeats}
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
      {waitingList.error ? <Alert tone="error">{waitingList.error}</Alert> : null}
    </Card>
  );
}
