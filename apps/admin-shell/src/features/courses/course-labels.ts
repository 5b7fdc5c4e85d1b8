import {
  COMMODITY_LABELS,
  COURSE_FORMAT_LABELS,
  COURSE_LEVEL_LABELS,
  sessionAvailabilityLabel,
  type AdminCourse,
  type AdminCourseSession,
} from '@firm/domain';

// A session's days are calendar days of its own zone, not instants: read and shown as UTC so none shifts.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** '2027-03-12' → 'Mar 12, 2027'. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** 'Mar 12, 2027–Mar 15, 2027', or the one day of a one-day session. */
export const sessionDatesLabel = (session: Pick<AdminCourseSession, 'first_day' | 'last_day'>) =>
  session.first_day === session.last_day
    ? dayLabel(session.first_day)
    : `${dayLabel(session.first_day)}–${dayLabel(session.last_day)}`;

/** '09:00–17:00 America/New_York': the daily hours, wall-clock in the session's zone. */
export const sessionHoursLabel = (session: Pick<AdminCourseSession, 'hours' | 'time_zone'>) =>
  `${session.hours.start}–${session.hours.end} ${session.time_zone}`;

/** 'Introductory · Coffee'. */
export const courseKindLabel = (course: Pick<AdminCourse, 'level' | 'commodity'>) =>
  `${COURSE_LEVEL_LABELS[course.level]} · ${COMMODITY_LABELS[course.commodity]}`;

/** 'In person: London' or 'Virtual'. */
export const sessionFormatLabel = (session: Pick<AdminCourseSession, 'format' | 'place'>) =>
  session.format === 'in_person' && session.place
    ? `${COURSE_FORMAT_LABELS.in_person}: ${session.place}`
    : COURSE_FORMAT_LABELS[session.format];

/** '3 seats left', 'Full — join the waiting list', 'Sold out'. */
export const seatsLabel = (session: Pick<AdminCourseSession, 'availability' | 'seats_left'>) =>
  sessionAvailabilityLabel(session.availability, session.seats_left);
