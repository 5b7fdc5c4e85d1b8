import {
  ALERT_FREQUENCY_LABELS,
  FIRM_NAME,
  formatLongDate,
  SUMMARY_WORDS,
  truncateWords,
  type AlertFrequency,
} from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/transport.js';
import type { AnnouncedReport } from '../reports';

/** Where a mail's links lead: the site's origin and the member's own unsubscribe token for the type. */
export interface AlertLinks {
  origin: string;
  unsubscribeToken: string;
}

export const ALERT_SUBJECT = (report: Pick<AnnouncedReport, 'name'>) => `New report: ${report.name}`;
export const DIGEST_SUBJECT = (frequency: 'daily' | 'weekly', count: number) =>
  `Your ${frequency} digest: ${count === 1 ? '1 new report' : `${count} new reports`}`;

/** The portal's link to one report: the library showing it, after the sign-in it may ask for. */
export const reportLink = (origin: string, reportId: number) => `${origin}/client/reports/${reportId}`;

const profileLink = (origin: string) => `${origin}/client/profile#notifications`;

/** The page a person opens to turn a type off; the header's address is the API's, which a mail client posts to. */
export const unsubscribePage = (links: AlertLinks) =>
  `${links.origin}/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;

/**
 * RFC 8058 one-click unsubscribe: a mail client posts `List-Unsubscribe=One-Click` to the https address of the
 * header, without the member signing in; the address is signed, so it turns off only this member's type.
 */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  const url = `${links.origin}/api/alerts/unsubscribe/?token=${encodeURIComponent(links.unsubscribeToken)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Why the mail came and how to change that: every alert and digest ends with it. */
function whyAndHow(typeNames: string, frequency: AlertFrequency, links: AlertLinks): string[] {
  return [
    `You receive this because you hold a seat for ${typeNames} and your alerts for it are set to '${ALERT_FREQUENCY_LABELS[frequency]}'. To change how often you hear about it, open Notifications on your profile: ${profileLink(links.origin)}`,
    `To stop these alerts, open: ${unsubscribePage(links)}`,
  ];
}

const dateOf = (report: AnnouncedReport) => (report.publishedAt ? formatLongDate(report.publishedAt) : null);

/** One new report, at once: its name, date and public summary, and a link into the portal; never the file. */
export function reportAlertMail(options: {
  to: string;
  firstName: string;
  report: AnnouncedReport;
  links: AlertLinks;
}): MailMessage {
  const { report, links } = options;
  const date = dateOf(report);
  return {
    ...renderMail({
      to: options.to,
      subject: ALERT_SUBJECT(report),
      greeting: `Hello ${options.firstName},`,
      intro: [
        `${FIRM_NAME} has published a new ${report.reportTypeName}: ${report.name}${date ? `, dated ${date}` : ''}.`,
        truncateWords(report.summary, SUMMARY_WORDS.library),
        `Read it in the client portal (you will be asked to sign in): ${reportLink(links.origin, report.id)}`,
      ],
      outro: whyAndHow(report.reportTypeName, 'immediate', links),
    }),
    headers: unsubscribeHeaders(links),
  };
}

/**
 * The reports of one type or several published since the last digest, each with its date, summary and link. The
 * unsubscribe link turns off the first type of the digest; the profile changes any.
 */
export function digestMail(options: {
  to: string;
  firstName: string;
  frequency: 'daily' | 'weekly';
  reports: AnnouncedReport[];
  links: AlertLinks;
}): MailMessage {
  const { reports, links } = options;
  const typeNames = [...new Set(reports.map((report) => report.reportTypeName))].join(', ');
  return {
    ...renderMail({
      to: options.to,
      subject: DIGEST_SUBJECT(options.frequency, reports.length),
      greeting: `Hello ${options.firstName},`,
      intro: [
        `New in the ${FIRM_NAME} client portal since your last ${options.frequency} digest:`,
        ...reports.map((report) => {
          const date = dateOf(report);
          return `${report.name} (${report.reportTypeName}${date ? `, ${date}` : ''}): ${truncateWords(report.summary, SUMMARY_WORDS.library)} Read it: ${reportLink(links.origin, report.id)}`;
        }),
        'You will be asked to sign in.',
      ],
      outro: whyAndHow(typeNames, options.frequency, links),
    }),
    headers: unsubscribeHeaders(links),
  };
}
