import {
  AdminReportMessages,
  CorrectionNoticeMessages,
  type CorrectionNotice,
  type SendCorrectionNotice,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Mailer } from '../../platform/mail/transport.js';
import { recordStaffAction, type Staff } from '../activity';
import { announcedReport, downloadersOfEarlierFiles, type AnnouncedReport } from '../reports';
import { teamReads } from '../team';
import { correctionRepository as repository } from './correction-repository.js';
import { ALERT_BATCH } from './publication-alerts.js';
import { correctionMail } from './correction-mails.js';
import { sendClaimed } from './send-claimed.js';

/** Up to ALERT_BATCH members of one correction notice, mailed side by side. */
export const sendCorrectionsJob = defineJob<{ noticeId: number; userIds: string[] }>(
  'alerts.send-corrections',
);

/**
 * Correction notices (issue 42): after a report's PDF is replaced, an editor tells every member who downloaded an
 * earlier file (and not the new one since), once per file, with a note. The members are recorded with the notice
 * in one transaction (audited); jobs of ALERT_BATCH members claim each one before its mail leaves, so nobody hears
 * twice. A member no longer active, or the report gone from the library, gets nothing.
 */
export function createCorrectionNotices(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mailer: Mailer;
  linkOrigin: string;
}) {
  const { db, clock, unitOfWork, jobs, mailer, linkOrigin } = deps;

  async function reportOf(reportId: number): Promise<AnnouncedReport> {
    const report = await announcedReport(db, reportId);
    if (!report) throw new NotFoundError(AdminReportMessages.notFound);
    return report;
  }

  async function summaryOf(report: AnnouncedReport): Promise<CorrectionNotice> {
    const [notice, recipients] = await Promise.all([
      repository.noticeOf(db, report.id, report.fileSha256),
      downloadersOfEarlierFiles(db, report),
    ]);
    return {
      report_id: report.id,
      file_replaced_at: report.fileReplacedAt?.toISOString() ?? null,
      recipients: (await teamReads.activeMembers(db, recipients)).length,
      sent_at: notice?.requestedAt.toISOString() ?? null,
      sent_to: notice?.recipients ?? 0,
    };
  }

  jobs.register(sendCorrectionsJob, async ({ noticeId, userIds }) => {
    const notice = await repository.notice(db, noticeId);
    const report = notice ? await announcedReport(db, notice.reportId) : undefined;
    if (!notice || !report || report.unpublishedAt !== null) return;
    const members = await teamReads.activeMembers(db, userIds);
    const claimed = new Set(
      await repository.claim(
        db,
        noticeId,
        members.map((member) => member.userId),
        clock.now(),
      ),
    );
    await sendClaimed(
      members.filter((member) => claimed.has(member.userId)),
      (member) =>
        mailer.send(
          correctionMail({
            to: member.email,
            firstName: member.firstName,
            report,
            note: notice.note,
            origin: linkOrigin,
          }),
        ),
      (member) => repository.release(db, noticeId, [member.userId]),
    );
  });

  return {
    /** The report's file and who a notice would tell, or when it went. */
    async summary(reportId: number): Promise<CorrectionNotice> {
      return summaryOf(await reportOf(reportId));
    },

    /** Sends the notice of the report's current file; refused before a replacement, twice, or with nobody to tell. */
    async send(
      actor: Staff,
      reportId: number,
      request: SendCorrectionNotice,
    ): Promise<{ message: string; data: CorrectionNotice }> {
      const report = await reportOf(reportId);
      if (!report.fileReplacedAt) throw new RuleRefusedError(CorrectionNoticeMessages.notReplaced);
      if (report.unpublishedAt !== null) throw new RuleRefusedError(CorrectionNoticeMessages.unpublished);
      const members = await teamReads.activeMembers(db, await downloadersOfEarlierFiles(db, report));
      if (members.length === 0) throw new RuleRefusedError(CorrectionNoticeMessages.nobody);
      const note = request.note || null;
      const at = clock.now();
      await unitOfWork(async (tx) => {
        const noticeId = await repository.insertNotice(tx, {
          reportId,
          fileSha256: report.fileSha256,
          note,
          requestedAt: at,
        });
        if (noticeId === undefined) throw new ConflictError(CorrectionNoticeMessages.alreadySent);
        const userIds = members.map((member) => member.userId);
        await repository.addRecipients(tx, noticeId, userIds);
        for (let start = 0; start < userIds.length; start += ALERT_BATCH) {
          await jobs.enqueue(tx, sendCorrectionsJob, {
            noticeId,
            userIds: userIds.slice(start, start + ALERT_BATCH),
          });
        }
        await recordStaffAction(tx, {
          staff: actor,
          action: 'correction_notice_sent',
          target: { type: 'report', id: String(reportId) },
          before: null,
          after: { name: report.name, file_sha256: report.fileSha256, members: userIds.length, note },
          at,
        });
      });
      return {
        message: CorrectionNoticeMessages.sent(members.length),
        // As the summary would read it now: the notice went at `at` to these members, who are still to be told.
        data: {
          report_id: reportId,
          file_replaced_at: report.fileReplacedAt.toISOString(),
          recipients: members.length,
          sent_at: at.toISOString(),
          sent_to: members.length,
        },
      };
    },
  };
}

export type CorrectionNotices = ReturnType<typeof createCorrectionNotices>;
