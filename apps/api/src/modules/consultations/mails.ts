import { FirmTerms, formatSessionTime, sessionTitle, type ConsultationLength } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import { sessionInvitation } from './calendar.js';
import type { consultationsRepository } from './repository.js';

type Parties = NonNullable<Awaited<ReturnType<typeof consultationsRepository.sessionWithParties>>>;

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Where the client manages their sessions. */
export const manageLink = (origin: string) => `${origin}/client/consultations`;

/**
 * The confirmations of a booked session (issue 43): to the client and to the analyst, each with the time in their
 * own zone, the meeting link and the calendar invitation (the same UID and SEQUENCE for both).
 */
export function bookedMails(parties: Parties, options: { origin: string; now: Date }): QueuedMail[] {
  const { session, client, analyst, organisation } = parties;
  const length = session.lengthMinutes as ConsultationLength;
  const analystName = nameOf(analyst);
  const clientName = nameOf(client);
  const title = sessionTitle(length, analystName);
  const invitation = sessionInvitation({
    consultationId: session.id,
    sequence: session.sequence,
    method: 'REQUEST',
    start: session.startsAt,
    end: session.endsAt,
    summary: title,
    description: [
      `Topic: ${session.topic}`,
      session.notes && `Notes: ${session.notes}`,
      `Join: ${analyst.meetingLink}`,
    ]
      .filter(Boolean)
      .join('\n'),
    meetingLink: analyst.meetingLink,
    analyst: { name: analystName, email: analyst.email },
    client: { name: clientName, email: client.email },
    now: options.now,
    host: new URL(options.origin || 'http://localhost').host,
  });
  const icalEvent = { method: 'REQUEST' as const, filename: 'invite.ics', content: invitation };

  const toClient = renderMail({
    to: client.email,
    subject: `Your consultation is booked: ${formatSessionTime(session.startsAt, session.timeZone)}`,
    greeting: `Dear ${client.firstName},`,
    intro: [
      `Your ${title} is booked for ${formatSessionTime(session.startsAt, session.timeZone)}.`,
      `Topic: ${session.topic}`,
      `Join the session here: ${analyst.meetingLink}`,
    ],
    outro: [
      'The calendar invitation is attached.',
      `Your sessions are listed in the portal: ${manageLink(options.origin)}. To cancel or move a session, tell us at least ${FirmTerms.cancellationNoticeHours} hours before it starts.`,
    ],
  });
  const toAnalyst = renderMail({
    to: analyst.email,
    subject: `New consultation: ${clientName}, ${formatSessionTime(session.startsAt, analyst.timeZone)}`,
    greeting: `Dear ${analyst.firstName},`,
    intro: [
      `${clientName} (${organisation}) booked a ${length}-minute consultation with you for ${formatSessionTime(session.startsAt, analyst.timeZone)}.`,
      `Topic: ${session.topic}`,
      ...(session.notes ? [`Notes: ${session.notes}`] : []),
      `Meeting link: ${analyst.meetingLink}`,
    ],
    outro: ['The calendar invitation is attached.'],
  });
  return [
    { ...toClient, icalEvent },
    { ...toAnalyst, icalEvent },
  ];
}
