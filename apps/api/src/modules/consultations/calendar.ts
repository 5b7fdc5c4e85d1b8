import { FIRM_NAME } from '@firm/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** A session as a calendar invitation carries it (RFC 5545). */
export interface SessionInvitation {
  /** The consultation's id: its UID stays the same through every change. */
  consultationId: number;
  /** Raised on each change of time, so calendars replace the event they hold. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the session takes place: the analyst's meeting link. */
  meetingLink: string;
  analyst: { name: string; email: string };
  client: { name: string; email: string };
  /** When the invitation is issued (DTSTAMP). */
  now: Date;
  /** The host the UID is scoped to (the site's). */
  host: string;
}

/** The UID of a consultation's calendar event: the same in its first invitation, its changes and its cancellation. */
export const consultationUid = (consultationId: number, host: string) =>
  `consultation-${consultationId}@${host}`;

/**
 * A consultation as an iCalendar invitation (RFC 5545 with iTIP's METHOD): REQUEST to add or move it, CANCEL to
 * take it off. The analyst organises it and the client attends; times are written in UTC, so every calendar shows
 * them in its own zone.
 */
export function sessionInvitation(invitation: SessionInvitation): string {
  const method = invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: FIRM_NAME, product: 'Consultations', language: 'EN' }, method });
  calendar.createEvent({
    id: consultationUid(invitation.consultationId, invitation.host),
    sequence: invitation.sequence,
    stamp: invitation.now,
    start: invitation.start,
    end: invitation.end,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.meetingLink,
    url: invitation.meetingLink,
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.analyst,
    attendees: [
      {
        ...invitation.client,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
