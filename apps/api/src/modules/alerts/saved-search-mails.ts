import {
  ALERT_FREQUENCY_LABELS,
  FIRM_NAME,
  formatLongDate,
  savedSearchArchivePath,
  type SavedSearchFrequency,
} from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/transport.js';
import type { AnnouncedReport } from '../reports';
import { reportLink, unsubscribeHeaders, unsubscribePage, type AlertLinks } from './mails.js';

/** A matching report as a saved search's mail names it: with its best passage only where the member may open it. */
export interface SavedSearchMatch {
  report: AnnouncedReport;
  /** The matching passage, or null: the member may not open the report (the mail says 'subscribe to read'). */
  passage: string | null;
}

export const SUBSCRIBE_TO_READ = 'subscribe to read';

export const SAVED_SEARCH_SUBJECT = (name: string, count: number) =>
  `Your saved search '${name}': ${count === 1 ? '1 new report' : `${count} new reports`}`;

/**
 * New reports a saved search found (issue 42): up to SAVED_SEARCH_MAIL_MATCHES listed (the caller cuts them), each
 * with its name, type and date, and the matching passage where the member may open it, else 'subscribe to read'
 * with the store's link; a link to the archive shows every match. It says why it came and how to change that.
 */
export function savedSearchMail(options: {
  to: string;
  firstName: string;
  search: {
    name: string;
    pdf_search: string;
    report_type_name: string | null;
    frequency: SavedSearchFrequency;
  };
  matches: SavedSearchMatch[];
  /** Every match this mail stands for; more than the matches listed when some were cut. */
  total: number;
  links: AlertLinks;
}): MailMessage {
  const { search, matches, total, links } = options;
  const archive = `${links.origin}${savedSearchArchivePath(search)}`;
  const lines = matches.map(({ report, passage }) => {
    const date = report.publishedAt ? `, ${formatLongDate(report.publishedAt)}` : '';
    const heading = `${report.name} (${report.reportTypeName}${date})`;
    return passage === null
      ? `${heading}: ${SUBSCRIBE_TO_READ} at ${links.origin}/reports`
      : `${heading}: "${passage}" Read it: ${reportLink(links.origin, report.id)}`;
  });
  return {
    ...renderMail({
      to: options.to,
      subject: SAVED_SEARCH_SUBJECT(search.name, total),
      greeting: `Hello ${options.firstName},`,
      intro: [
        `New in the ${FIRM_NAME} archive for your saved search '${search.name}' (${search.pdf_search}):`,
        ...lines,
        total > matches.length
          ? `These are ${matches.length} of ${total} new reports it found. See them all in the archive: ${archive}`
          : `See every report it finds in the archive: ${archive}`,
      ],
      outro: [
        `You receive this because you saved the search '${search.name}' with alerts set to '${ALERT_FREQUENCY_LABELS[search.frequency]}'. To rename, change or delete it, open Saved searches on your profile: ${links.origin}/client/profile#saved-searches`,
        `To delete this saved search and stop these mails, open: ${unsubscribePage(links)}`,
      ],
    }),
    headers: unsubscribeHeaders(links),
  };
}
