import { FirmTerms, formatSessionTime, sessionTitle, type ConsultationLength } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import { sessionInvitation } from './calendar.js';
import { personName } from './people.js';
import type { consultationsRepository } from './repository.js';

export type Parties = NonNullable<Awaited<ReturnType<typeof consultationsRepository.sessionWithParties>>>;

/** Where the client manages their sessions. */
export const manageLink = (origin: string) => `${origin}/client/consultations`;

/** The session's calendar invitation: REQUEST to add or move it, CANCEL to take it off, at its current SEQUENCE. */
function invitationOf(
  parties: Parties,
  method: 'REQUEST' | 'CANCEL',
  options: { origin: string; now: Date },
) {
  const { session, client, analyst } = parties;
  const analystName = personName(analyst);
  const content = sessionInvitation({
    consultationId: session.id,
    sequence: session.sequence,
    method,
    start: session.startsAt,
    end: session.endsAt,
    summary: sessionTitle(session.lengthMinutes as ConsultationLength, analystName),
    description: [
      `Topic: ${session.topic}`,
      session.notes && `Notes: ${session.notes}`,
      `Join: ${analyst.meetingLink}`,
    ]
      .filter(Boolean)
      .join('\n'),
    meetingLink: analyst.meetingLink,
    analyst: { name: analystName, email: analyst.email },
    client: { name: personName(client), email: client.email },
    now: options.now,
    host: new URL(options.origin || 'http://localhost').hostname,
  });
  return { method, filename: 'invite.ics', content };
}

/** A session cancelled or moved: both sides are told, with the invitation that updates their calendars. */
export function changedMails(
  parties: Parties,
  change: { kind: 'cancelled' } | { kind: 'moved'; from: Date },
  options: { origin: string; now: Date },
): QueuedMail[] {
  const { session, client, analyst } = parties;
  const title = sessionTitle(session.lengthMinutes as ConsultationLength, personName(analyst));
  const icalEvent = invitationOf(parties, change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', options);
  const said = (timeZone: string) =>
    change.kind === 'cancelled'
      ? `The ${title} on ${formatSessionTime(session.startsAt, timeZone)} is cancelled.`
      : `The ${title} moved from ${formatSessionTime(change.from, timeZone)} to ${formatSessionTime(session.startsAt, timeZone)}.`;
  const subject = change.kind === 'cancelled' ? 'Consultation cancelled' : 'Consultation moved';
  return [
    {
      ...renderMail({
        to: client.email,
        subject,
        greeting: `Dear ${client.firstName},`,
        intro: [said(session.timeZone), `Topic: ${session.topic}`],
        outro: [
          change.kind === 'cancelled'
            ? 'Your calendar is updated by the attached cancellation.'
            : `Join the session here: ${analyst.meetingLink}. Your calendar is updated by the attached invitation.`,
          `Your sessions are listed in the portal: ${manageLink(options.origin)}.`,
        ],
      }),
      icalEvent,
    },
    {
      ...renderMail({
        to: analyst.email,
        subject: `${subject}: ${personName(client)}`,
        greeting: `Dear ${analyst.firstName},`,
        intro: [said(analyst.timeZone), `Topic: ${session.topic}`],
        outro: ['Your calendar is updated by the attachment.'],
      }),
      icalEvent,
    },
  ];
}

/** A reminder of a session to come, to both sides, in each reader's zone. */
export function reminderMails(parties: Parties, lead: 'day' | 'hour', origin: string): QueuedMail[] {
  const { session, client, analyst } = parties;
  const title = sessionTitle(session.lengthMinutes as ConsultationLength, personName(analyst));
  const when = lead === 'day' ? 'tomorrow' : 'in one hour';
  return [
    renderMail({
      to: client.email,
      subject: `Reminder: your consultation ${when}`,
      greeting: `Dear ${client.firstName},`,
      intro: [
        `Your ${title} starts ${when}: ${formatSessionTime(session.startsAt, session.timeZone)}.`,
        `Join the session here: ${analyst.meetingLink}`,
      ],
      outro: [`Your sessions are listed in the portal: ${manageLink(origin)}.`],
    }),
    renderMail({
      to: analyst.email,
      subject: `Reminder: consultation with ${personName(client)} ${when}`,
      greeting: `Dear ${analyst.firstName},`,
      intro: [
        `Your consultation with ${personName(client)} starts ${when}: ${formatSessionTime(session.startsAt, analyst.timeZone)}.`,
        `Topic: ${session.topic}`,
        `Meeting link: ${analyst.meetingLink}`,
      ],
      outro: [],
    }),
  ];
}

/**
 * The confirmations of a booked session (issue 43): to the client and to the analyst, each with the time in their
 * own zone, the meeting link and the calendar invitation (the same UID and SEQUENCE for both).
 */
export function bookedMails(parties: Parties, options: { origin: string; now: Date }): QueuedMail[] {
  const { session, client, analyst, organisation } = parties;
  const length = session.lengthMinutes as ConsultationLength;
  const clientName = personName(client);
  const title = sessionTitle(length, personName(analyst));
  const icalEvent = invitationOf(parties, 'REQUEST', options);

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
