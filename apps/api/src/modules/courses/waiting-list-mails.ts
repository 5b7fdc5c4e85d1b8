import { formatSessionDays, formatSessionTime, seatCount } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';
import type { CourseSeatOfferRow } from '../../platform/database/schema.js';
import type { MailedSession } from './participant-mails.js';

/**
 * Seats freed in a full session, held for the organisation that waited for them (decision 036): to the member who
 * joined the waiting list, with where to buy or decline them and until when they are held.
 */
export function seatOfferMail(
  session: MailedSession,
  offer: CourseSeatOfferRow,
  to: { email: string; name: string | null },
  organisation: string,
  origin: string,
): QueuedMail {
  const days = formatSessionDays(session.firstDay, session.lastDay);
  const seats = seatCount(offer.seats);
  return renderMail({
    to: to.email,
    subject: `Seats free for you: ${session.course.title}, ${days}`,
    greeting: to.name ? `Dear ${to.name},` : 'Hello,',
    intro: [
      `${seats} of ${session.course.title} (${days}) ${offer.seats === 1 ? 'is' : 'are'} free, and held for ${organisation} from the waiting list.`,
      `They are held until ${formatSessionTime(offer.expiresAt, session.timeZone)}; then they go to the next on the list.`,
    ],
    outro: [
      `Buy them, or decline them so the next organisation may, in the portal: ${origin}/client/courses.`,
    ],
  });
}
