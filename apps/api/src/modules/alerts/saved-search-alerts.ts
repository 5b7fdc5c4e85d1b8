import { DEFAULT_DIGEST_TIME_ZONE, nextDigestAt, SAVED_SEARCH_MAIL_MATCHES } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Mailer } from '../../platform/mail/transport.js';
import { archiveReads } from '../archive';
import { announcedReport, type AnnouncedReport, type Entitlements } from '../reports';
import { teamReads } from '../team';
import { alertsRepository } from './repository.js';
import { savedSearchMail } from './saved-search-mails.js';
import { savedSearchRepository as repository } from './saved-search-repository.js';
import { sendClaimed } from './send-claimed.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** One saved search's mail: the new reports it matched that no mail named yet. */
export const sendSavedSearchJob = defineJob<{ savedSearchId: number }>('alerts.send-saved-search');

export interface SavedSearchAlertsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  entitlements: Entitlements;
  links: UnsubscribeLinks;
  linkOrigin: string;
}

/**
 * Saved searches' alerts (issue 42). A report's announcement matches it against every saved search in one statement
 * and records each match once; each matched search's mail is queued at once or for its digest (07:00 in the
 * member's time zone). The mail names up to SAVED_SEARCH_MAIL_MATCHES reports with a link to all, and a report's
 * passage only where the member may open it; its matches are claimed before it leaves, so none is named twice.
 */
export function registerSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const { db, clock, jobs, mailer, entitlements, links, linkOrigin } = deps;

  jobs.register(sendSavedSearchJob, async ({ savedSearchId }, job) => {
    const search = await repository.find(db, savedSearchId);
    if (!search) return; // deleted since: its matches went with it
    const [member] = await teamReads.activeMembers(db, [search.userId]);
    const waiting = await repository.waitingMatches(db, savedSearchId);
    const found = await Promise.all(waiting.map((reportId) => announcedReport(db, reportId)));
    const kept = found.filter(
      (report): report is AnnouncedReport =>
        report !== undefined &&
        report.unpublishedAt === null &&
        (report.publishedAt === null || report.publishedAt <= job.now),
    );
    // Reports that left the library (or whose date was moved ahead: matched again when it comes), or a member
    // suspended or gone: nothing is said of them now.
    const keptIds = new Set(kept.map((report) => report.id));
    await repository.dropMatches(
      db,
      savedSearchId,
      member ? waiting.filter((reportId) => !keptIds.has(reportId)) : waiting,
    );
    if (!member || kept.length === 0) return;

    const claimed = new Set(
      await repository.claimMatches(
        db,
        savedSearchId,
        kept.map((report) => report.id),
        clock.now(),
      ),
    );
    const reports = kept.filter((report) => claimed.has(report.id));
    if (reports.length === 0) return; // another run sent them
    const listed = reports.slice(0, SAVED_SEARCH_MAIL_MATCHES);
    const opens = new Set((await entitlements.tenantAccess(member.tenantId)).openableBy(member.userId));
    const passages = await archiveReads.bestPassages(
      db,
      listed.filter((report) => opens.has(report.reportTypeId)).map((report) => report.id),
      search.pdfSearch,
    );
    const message = savedSearchMail({
      to: member.email,
      firstName: member.firstName,
      search: {
        name: search.name,
        pdf_search: search.pdfSearch,
        report_type_name: search.reportTypeName,
        frequency: search.frequency,
      },
      matches: listed.map((report) => ({
        report,
        passage: opens.has(report.reportTypeId) ? (passages.get(report.id) ?? report.summary) : null,
      })),
      total: reports.length,
      links: {
        origin: linkOrigin,
        unsubscribeToken: links.token({ userId: member.userId, savedSearchId }),
      },
    });
    await sendClaimed(
      [message],
      (one) => mailer.send(one),
      () => repository.releaseMatches(db, savedSearchId, [...claimed]),
    );
  });

  return {
    /**
     * Matches the announced report against every saved search and queues the mails of the searches it newly
     * matched: at once, or at the search's next digest after `dueAt` (the report's announcement time).
     */
    async queueMatches(tx: Db, reportId: number, dueAt: Date): Promise<number> {
      const matched = await repository.recordMatches(tx, reportId, clock.now());
      const zones = await alertsRepository.timeZonesOf(
        tx,
        matched.filter((one) => one.frequency !== 'immediate').map((one) => one.userId),
      );
      for (const { savedSearchId, userId, frequency } of matched) {
        const runAt =
          frequency === 'immediate'
            ? undefined
            : nextDigestAt(frequency, zones.get(userId) ?? DEFAULT_DIGEST_TIME_ZONE, dueAt);
        await jobs.enqueue(
          tx,
          sendSavedSearchJob,
          { savedSearchId },
          {
            runAt,
            uniqueKey: runAt
              ? `saved-search:${savedSearchId}:${runAt.toISOString()}`
              : `saved-search:${savedSearchId}:report:${reportId}:${dueAt.getTime()}`,
          },
        );
      }
      return matched.length;
    },
  };
}
