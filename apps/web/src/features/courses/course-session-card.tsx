import {
  COMMODITY_LABELS,
  COURSE_FORMAT_LABELS,
  COURSE_LEVEL_LABELS,
  formatUsd,
  sessionAvailabilityLabel,
  type UpcomingSession,
} from '@firm/domain';
import { Card } from '@firm/ui';
import { formatSessionDays, formatSessionHours } from './session-times';
import styles from './courses.module.css';

/**
 * One session to come (issue 44): its course's title, level and commodity, its days and daily hours in its own
 * zone, where it is held, who teaches it, its price per participant and what is left of its seats, in words.
 */
export function CourseSessionCard({ session }: { session: UpcomingSession }) {
  const { course } = session;
  return (
    <Card
      as="li"
      headingLevel={3}
      eyebrow={`${COURSE_LEVEL_LABELS[course.level]} · ${COMMODITY_LABELS[course.commodity]}`}
      title={course.title}
    >
      <p className={styles.sessionDays}>{formatSessionDays(session.first_day, session.last_day)}</p>
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
    </Card>
  );
}
