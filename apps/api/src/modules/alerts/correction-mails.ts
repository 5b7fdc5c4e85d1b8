import { FIRM_NAME } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/transport.js';
import type { AnnouncedReport } from '../reports';
import { reportLink } from './mails.js';

export const CORRECTION_SUBJECT = (report: Pick<AnnouncedReport, 'name'>) =>
  `Corrected report: ${report.name}`;

/**
 * A corrected report (issue 42): which report, that the file the member downloaded is out of date, the editor's note
 * and the portal's link; never the file.
 */
export function correctionMail(options: {
  to: string;
  firstName: string;
  report: AnnouncedReport;
  note: string | null;
  origin: string;
}): MailMessage {
  const { report } = options;
  return renderMail({
    to: options.to,
    subject: CORRECTION_SUBJECT(report),
    greeting: `Hello ${options.firstName},`,
    intro: [
      `${FIRM_NAME} has corrected ${report.name} (${report.reportTypeName}), which you downloaded. The file you downloaded is out of date: please download the corrected one and use it instead.`,
      ...(options.note ? [`What changed: ${options.note}`] : []),
      `Open the corrected report in the client portal (you will be asked to sign in): ${reportLink(options.origin, report.id)}`,
    ],
    outro: [
      'You receive this because the download log of your organisation’s licence shows you downloaded the earlier file; correction notices go to everyone who did, whatever their alert settings.',
    ],
  });
}
