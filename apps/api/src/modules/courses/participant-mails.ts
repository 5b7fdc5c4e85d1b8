import { COURSE_FORMAT_LABELS, formatSessionDays, sessionMeetings } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import type { CourseParticipantRow } from '../../platform/database/schema.js';
import { seatInvitation } from './course-calendar.js';
import { materialLines, type MailedMaterial } from './material-mails.js';
import type { CourseRow, SessionRow } from './repository.js';

/** Where the organisation's people find their sessions. */
const coursesLink = (origin: string) => `${origin}/client/courses`;

/** A session with its course, as its mails describe it. */
export type MailedSession = SessionRow & { course: CourseRow };

const whereOf = (session: MailedSession) =>
  session.format === 'in_person' && session.place
    ? `${COURSE_FORMAT_LABELS.in_person}, ${session.place}`
    : COURSE_FORMAT_LABELS.virtual;

/** The participant's calendar invitation: REQUEST for every day of the session, or CANCEL for all of them. */
function invitationOf(
  session: MailedSession,
  participant: CourseParticipantRow & { name: string | null },
  method: 'REQUEST' | 'CANCEL',
  options: { origin: string; now: Date },
) {
  const meetings = sessionMeetings({
    first_day: session.firstDay,
    last_day: session.lastDay,
    hours: { start: session.dailyStart, end: session.dailyEnd },
    time_zone: session.timeZone,
  });
  const content = seatInvitation({
    sessionId: session.id,
    participantId: participant.id,
    sequence: participant.sequence,
    method,
    meetings,
    summary: session.course.title,
    description: [
      `${session.course.title}, taught by ${session.analystName}.`,
      session.joiningLink ? `Join: ${session.joiningLink}` : `Where: ${whereOf(session)}`,
    ].join('\n'),
    location: session.joiningLink ?? session.place ?? '',
    url: session.joiningLink,
    participant: { name: participant.name, email: participant.email },
    now: options.now,
    host: new URL(options.origin || 'http://localhost').hostname,
  });
  return { method, filename: 'invite.ics', content };
}

const days = (session: MailedSession) => formatSessionDays(session.firstDay, session.lastDay);
const hours = (session: MailedSession) => `${session.dailyStart}–${session.dailyEnd} (${session.timeZone})`;

/**
 * A participant named: their confirmation, with the calendar invitation for every day of the session and their
 * links to the materials staff uploaded already.
 */
export function participantAddedMail(
  session: MailedSession,
  participant: CourseParticipantRow & { name: string | null },
  organisation: string,
  materials: readonly MailedMaterial[],
  options: { origin: string; now: Date },
): QueuedMail {
  return {
    ...renderMail({
      to: participant.email,
      subject: `Your seat: ${session.course.title}, ${days(session)}`,
      greeting: participant.name ? `Dear ${participant.name},` : 'Hello,',
      intro: [
        `${organisation} has given you a seat at ${session.course.title}, taught by ${session.analystName}.`,
        `When: ${days(session)}, each day ${hours(session)}.`,
        session.joiningLink ? `Join the session here: ${session.joiningLink}` : `Where: ${whereOf(session)}.`,
        ...materialLines(materials),
      ],
      outro: [
        'The calendar invitation for every day of the session is attached.',
        `Your organisation's sessions are listed in the portal: ${coursesLink(options.origin)}.`,
      ],
    }),
    icalEvent: invitationOf(session, participant, 'REQUEST', options),
  };
}

/** A participant swapped out: their seat is cancelled, and their calendar with it. */
export function participantRemovedMail(
  session: MailedSession,
  participant: CourseParticipantRow & { name: string | null },
  organisation: string,
  options: { origin: string; now: Date },
): QueuedMail {
  return {
    ...renderMail({
      to: participant.email,
      subject: `Seat cancelled: ${session.course.title}, ${days(session)}`,
      greeting: participant.name ? `Dear ${participant.name},` : 'Hello,',
      intro: [
        `${organisation} has given your seat at ${session.course.title} (${days(session)}) to someone else.`,
      ],
      outro: ['Your calendar is updated by the attached cancellation.'],
    }),
    icalEvent: invitationOf(session, participant, 'CANCEL', options),
  };
}
