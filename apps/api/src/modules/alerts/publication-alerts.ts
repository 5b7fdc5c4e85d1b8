import {
  DEFAULT_DIGEST_TIME_ZONE,
  defaultAlertFrequency,
  nextDigestAt,
  type AlertFrequency,
  type DigestFrequency,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { Mailer } from '../../platform/mail/transport.js';
import { announcedReport, type AnnouncedReport, type Entitlements } from '../reports';
import { teamReads } from '../team';
import { digestMail, reportAlertMail } from './mails.js';
import { alertsRepository as repository } from './repository.js';
import { registerSavedSearchAlerts } from './saved-search-alerts.js';
import { sendClaimed } from './send-claimed.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** Finds who is to hear of a published report and queues their alerts (or their place in a digest). */
export const announceReportJob = defineJob<{ reportId: number }>('alerts.announce-report');
/** Members' alerts of one report, sent at once: up to ALERT_BATCH members a job. */
export const sendReportAlertsJob = defineJob<{ reportId: number; userIds: string[] }>('alerts.send-alerts');
/** One member's digest of one frequency, due at 07:00 in their time zone. */
export const sendDigestJob = defineJob<{ userId: string; frequency: DigestFrequency }>('alerts.send-digest');

/** Members one alert job mails: the pooled transport sends them side by side, one check and claim for all. */
export const ALERT_BATCH = 50;

type Told = Exclude<AlertFrequency, 'off'>;

export interface PublicationAlertsDeps {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  events: DomainEvents;
  mailer: Mailer;
  entitlements: Entitlements;
  links: UnsubscribeLinks;
  /** The site's origin for the links in mails (PUBLIC_URL). */
  linkOrigin: string;
  log: Log;
}

/**
 * Publication alerts (issue 42). A published report queues one announcement, due when the report's date is reached;
 * the announcement records, once per member, that each member seated on a running subscription of the report's
 * type is to hear of it (at once or in a digest, by their choice), and queues the mails' jobs (ALERT_BATCH members
 * a job, or a member's digest) with keys that make each exist once. A mail checks again as it leaves that the member
 * still reads the type and the report is still in the library, and claims its row first, so no member hears of a
 * report twice: not after a re-publication, a retried job, or two workers.
 */
export function registerPublicationAlerts(deps: PublicationAlertsDeps): void {
  const { db, clock, unitOfWork, jobs, events, mailer, links, linkOrigin, log } = deps;
  const savedSearchAlerts = registerSavedSearchAlerts(deps);

  events.subscribe('reports.published', async (tx, event) => {
    if (event.quiet) return;
    const due = event.publishedAt && event.publishedAt > event.at ? event.publishedAt : event.at;
    await jobs.enqueue(
      tx,
      announceReportJob,
      { reportId: event.reportId },
      { runAt: due, uniqueKey: `announce:${event.reportId}:${due.getTime()}` },
    );
  });

  /** The report while it is in the library, else undefined. */
  async function inLibrary(reportId: number): Promise<AnnouncedReport | undefined> {
    const report = await announcedReport(db, reportId);
    return report && report.unpublishedAt === null ? report : undefined;
  }

  jobs.register(announceReportJob, async ({ reportId }, job) => {
    const report = await inLibrary(reportId);
    if (!report) return; // deleted or unpublished since: a new publication announces it again
    if (report.publishedAt && report.publishedAt > job.now) {
      // Its date was moved ahead since: announced when that day comes.
      await jobs.enqueue(
        db,
        announceReportJob,
        { reportId },
        {
          runAt: report.publishedAt,
          uniqueKey: `announce:${reportId}:${report.publishedAt.getTime()}`,
        },
      );
      return;
    }
    const now = job.now;
    const readers = await teamReads.readersOfType(db, report.reportTypeId, now);
    const ids = readers.map((one) => one.userId);
    const [type] = await repository.typesOf(db, [report.reportTypeId]);
    const chosen = await repository.chosenForType(db, report.reportTypeId, ids);
    const recipients = ids
      .map((userId) => ({
        userId,
        frequency: chosen.get(userId) ?? defaultAlertFrequency(type?.cadence ?? 'weekly'),
      }))
      .filter((one): one is { userId: string; frequency: Told } => one.frequency !== 'off');
    const zones = await repository.timeZonesOf(
      db,
      recipients.filter((one) => one.frequency !== 'immediate').map((one) => one.userId),
    );

    const queued = await unitOfWork(async (tx) => {
      const fresh = await repository.recordAlerts(tx, reportId, recipients, clock.now());
      const atOnce = fresh.filter((one) => one.frequency === 'immediate').map((one) => one.userId);
      for (let start = 0; start < atOnce.length; start += ALERT_BATCH) {
        const userIds = atOnce.slice(start, start + ALERT_BATCH);
        await jobs.enqueue(
          tx,
          sendReportAlertsJob,
          { reportId, userIds },
          // Per announcement: a republication's alerts (rows dropped before and recorded again) get jobs of their own.
          { uniqueKey: `alerts:${reportId}:${job.dueAt.getTime()}:${userIds[0]}` },
        );
      }
      for (const { userId, frequency } of fresh) {
        if (frequency === 'immediate') continue;
        // The first digest after the report came out, however late this announcement ran (a stopped server).
        const runAt = nextDigestAt(frequency, zones.get(userId) ?? DEFAULT_DIGEST_TIME_ZONE, job.dueAt);
        await jobs.enqueue(
          tx,
          sendDigestJob,
          { userId, frequency },
          { runAt, uniqueKey: `digest:${userId}:${frequency}:${runAt.toISOString()}` },
        );
      }
      const matched = await savedSearchAlerts.queueMatches(tx, reportId, job.dueAt);
      return { alerts: fresh.length, savedSearches: matched };
    });
    log.info({ report: reportId, readers: readers.length, ...queued }, 'report alerts queued');
  });

  jobs.register(sendReportAlertsJob, async ({ reportId, userIds }, job) => {
    const report = await inLibrary(reportId);
    const members = report ? await teamReads.readersOfType(db, report.reportTypeId, job.now, userIds) : [];
    const reading = new Set(members.map((member) => member.userId));
    // Unpublished, or members who lost the seat, left or were suspended before the mail left: nothing is said.
    await repository.dropAlerts(
      db,
      reportId,
      userIds.filter((userId) => !reading.has(userId)),
    );
    if (!report || members.length === 0) return;
    const claimed = new Set(await repository.claimSends(db, reportId, [...reading], clock.now()));
    await sendClaimed(
      members.filter((member) => claimed.has(member.userId)),
      (member) =>
        mailer.send(
          reportAlertMail({
            to: member.email,
            firstName: member.firstName,
            report,
            links: {
              origin: linkOrigin,
              unsubscribeToken: links.token({ userId: member.userId, reportTypeIds: [report.reportTypeId] }),
            },
          }),
        ),
      (member) => repository.releaseClaims(db, [reportId], [member.userId]),
    );
  });

  jobs.register(sendDigestJob, async ({ userId, frequency }, job) => {
    const kept: AnnouncedReport[] = [];
    let email: { to: string; firstName: string } | undefined;
    // The member as a reader of each type, asked once per type however many of its reports wait.
    const readerOf = new Map<number, Promise<{ email: string; firstName: string } | undefined>>();
    for (const reportId of await repository.waitingFor(db, userId, frequency)) {
      const report = await inLibrary(reportId);
      if (report && !readerOf.has(report.reportTypeId)) {
        readerOf.set(
          report.reportTypeId,
          teamReads.readersOfType(db, report.reportTypeId, job.now, [userId]).then((found) => found[0]),
        );
      }
      const member = report ? await readerOf.get(report.reportTypeId) : undefined;
      if (!report || !member) {
        await repository.dropAlerts(db, reportId, [userId]);
        continue;
      }
      email = { to: member.email, firstName: member.firstName };
      kept.push(report);
    }
    if (!email || kept.length === 0) return;
    const claimed = new Set(
      await repository.claimDigest(
        db,
        userId,
        frequency,
        kept.map((report) => report.id),
        clock.now(),
      ),
    );
    const reports = kept.filter((report) => claimed.has(report.id));
    if (reports.length === 0) return; // another run sent them
    const message = digestMail({
      to: email.to,
      firstName: email.firstName,
      frequency,
      reports,
      links: {
        origin: linkOrigin,
        unsubscribeToken: links.token({
          userId,
          reportTypeIds: [...new Set(reports.map((report) => report.reportTypeId))],
        }),
      },
    });
    await sendClaimed(
      [message],
      (one) => mailer.send(one),
      () => repository.releaseClaims(db, [...claimed], [userId]),
    );
  });
}
