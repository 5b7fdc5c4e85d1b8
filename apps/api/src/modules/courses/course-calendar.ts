import { FIRM_CONTACT, FIRM_NAME } from '@firm/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** A participant's seat of a session as a calendar invitation carries it (RFC 5545). */
export interface SeatInvitation {
  sessionId: number;
  participantId: number;
  /** Raised when the seat is cancelled, so calendars replace the events they hold. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** Each day of the session, its start and end as instants (sessionMeetings). */
  meetings: { day: string; starts_at: Date; ends_at: Date }[];
  summary: string;
  description: string;
  /** The joining link of a virtual session, or the place of one in person. */
  location: string;
  url: string | null;
  participant: { name: string | null; email: string };
  /** When the invitation is issued (DTSTAMP). */
  now: Date;
  /** The host the UIDs are scoped to (the site's). */
  host: string;
}

/** The UID of one day of a participant's seat: the same in its invitation and its cancellation. */
export const seatDayUid = (
  invitation: Pick<SeatInvitation, 'sessionId' | 'participantId' | 'host'>,
  day: string,
) =>
  `course-session-${invitation.sessionId}-participant-${invitation.participantId}-${day}@${invitation.host}`;

/**
 * A participant's seat as an iCalendar invitation: one event for every day of the session, each at that day's
 * hours (written in UTC, so every calendar shows them in its own zone; a session across a change of summer time
 * keeps its hours in its own zone), organised by the firm: REQUEST to add them, CANCEL to take them off when the
 * participant is swapped out.
 */
export function seatInvitation(invitation: SeatInvitation): string {
  const method = invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: FIRM_NAME, product: 'Courses', language: 'EN' }, method });
  invitation.meetings.forEach((meeting, index) => {
    calendar.createEvent({
      id: seatDayUid(invitation, meeting.day),
      sequence: invitation.sequence,
      stamp: invitation.now,
      start: meeting.starts_at,
      end: meeting.ends_at,
      summary: `${invitation.summary} (day ${index + 1} of ${invitation.meetings.length})`,
      description: invitation.description,
      location: invitation.location,
      ...(invitation.url ? { url: invitation.url } : {}),
      status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: FIRM_NAME, email: FIRM_CONTACT.email },
      attendees: [
        {
          email: invitation.participant.email,
          ...(invitation.participant.name ? { name: invitation.participant.name } : {}),
          role: ICalAttendeeRole.REQ,
          status: ICalAttendeeStatus.ACCEPTED,
          rsvp: false,
        },
      ],
    });
  });
  return calendar.toString();
}
