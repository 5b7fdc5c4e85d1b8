import { BillingTerms, REPORT_PDF_LIMITS, type ReportPdfLimits } from '@firm/domain';
import type { Clock } from './platform/clock.js';
import type { Db } from './platform/database/database.js';
import { createUnitOfWork } from './platform/database/unit-of-work.js';
import { createDomainEvents } from './platform/events/domain-events.js';
import type { FileStore } from './platform/files/file-store.js';
import { createAccessTokens } from './platform/http/access-tokens.js';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.js';
import type { Log } from './platform/log.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { createMailQueue, registerMailJob } from './platform/mail/mail-job.js';
import type { Mailer } from './platform/mail/transport.js';
import { createPdfTextReader } from './platform/pdf/pdf-text-reader.js';
import { createAccountPurge, createAccountService } from './modules/accounts';
import {
  createAlertPreferences,
  createCorrectionNotices,
  createReportAlerts,
  createSavedSearches,
  createUnsubscribeLinks,
  registerPublicationAlerts,
} from './modules/alerts';
import {
  createAnalysts,
  createConsultationPrices,
  createSessionCalendar,
  createConsultationBooking,
  createConsultationPayments,
  createConsultationSessions,
} from './modules/consultations';
import { createAdminService, createStaffMembers } from './modules/admin';
import {
  createCourseCatalogue,
  createCourseMaterials,
  createCourseParticipants,
  createCourseSeatDesk,
  createMaterialLinks,
  createWaitingList,
} from './modules/courses';
import { createArchiveSearchService } from './modules/archive';
import { createBillingLifecycle, createBillingView } from './modules/billing';
import { createCatalogueService, createReportTypeAdmin } from './modules/catalogue';
import { createClients } from './modules/clients';
import { createCommerceServices, type PaymentsOptions } from './modules/commerce';
import { createInquiryInbox, createInquiryService } from './modules/inquiries';
import {
  createAdminReports,
  createEntitlements,
  createReportsService,
  registerReportFileRemoval,
} from './modules/reports';
import { createSiteService } from './modules/site';
import { createTeamService } from './modules/team';

export type { PaymentsOptions };

export interface ServicesConfig {
  /** Signs access tokens, one-time codes and file links. */
  jwtSecret: string;
  /** Where contact form inquiries are mailed. */
  firmMailbox: string;
  /** Days of access kept after a subscription's period ended unpaid (SUBSCRIPTION_GRACE_DAYS); 14 by default. */
  graceDays?: number;
  /** The site's origin for links in mails sent by jobs (PUBLIC_URL); none by default (relative links). */
  linkOrigin?: string;
  /** What reading an uploaded report's PDF may take (issue 39); REPORT_PDF_LIMITS by default. */
  reportPdfLimits?: ReportPdfLimits;
  /** When a job claimed by a worker that stopped is run again (JOBS_ABANDONED_AFTER_SECONDS); 2 minutes by default. */
  jobsAbandonedAfterMs?: number;
}

export interface ServiceDependencies {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where report PDFs and issued invoices live (DESIGN §4). */
  files: FileStore;
  /** Stripe with keys; without, the built-in sandbox provider (DESIGN §4). */
  payments: PaymentsOptions;
  /** The job queue; by default one on `db`. */
  jobs?: JobQueue;
  log: Log;
  config: ServicesConfig;
}

/**
 * The one composition root (DESIGN §2): every service of every area, built once from the platform, for the app, the
 * CLI and the tests alike.
 */
export function createServices(deps: ServiceDependencies) {
  const { db, clock, mailer, files, log, config } = deps;
  const metrics = createMetrics({ db, clock });
  const jobs =
    deps.jobs ??
    createJobQueue({
      db,
      clock,
      log,
      metrics,
      ...(config.jobsAbandonedAfterMs ? { abandonedAfterMs: config.jobsAbandonedAfterMs } : {}),
    });
  registerMailJob(jobs, { mailer, files });
  registerReportFileRemoval(jobs, { db, files });
  const unitOfWork = createUnitOfWork(db, () => jobs.wake());
  const mail = createMailQueue(jobs);

  const events = createDomainEvents();
  const accessTokens = createAccessTokens(config.jwtSecret, clock);
  const entitlements = createEntitlements({ db, clock, metrics });
  const unsubscribeLinks = createUnsubscribeLinks({ secret: config.jwtSecret, clock });
  registerPublicationAlerts({
    db,
    clock,
    unitOfWork,
    jobs,
    events,
    mailer,
    entitlements,
    links: unsubscribeLinks,
    linkOrigin: config.linkOrigin ?? '',
    log,
  });
  const waitingList = createWaitingList({
    db,
    clock,
    unitOfWork,
    jobs,
    mail,
    events,
    log,
    linkOrigin: config.linkOrigin ?? '',
  });
  const commerce = createCommerceServices({
    db,
    clock,
    unitOfWork,
    jobs,
    mail,
    entitlements,
    files,
    events,
    log,
    payments: deps.payments,
    courseSeats: createCourseSeatDesk(waitingList),
  });

  const lifecycle = createBillingLifecycle({
    db,
    clock,
    unitOfWork,
    jobs,
    mail,
    orders: commerce.orders,
    invoices: commerce.invoices,
    payments: commerce.payments,
    events,
    providers: { sandbox: commerce.sandbox, stripe: commerce.stripe },
    graceDays: config.graceDays ?? BillingTerms.defaultGraceDays,
    linkOrigin: config.linkOrigin ?? '',
    log,
  });

  const accounts = createAccountService({
    db,
    unitOfWork,
    clock,
    mail,
    accessTokens,
    secret: config.jwtSecret,
    events,
  });

  const materialLinks = createMaterialLinks({
    secret: config.jwtSecret,
    clock,
    origin: config.linkOrigin ?? '',
  });

  const consultationBooking = createConsultationBooking({ db, clock, unitOfWork, jobs });
  const consultationPayments = createConsultationPayments({
    db,
    clock,
    unitOfWork,
    jobs,
    mail,
    events,
    orders: commerce.orders,
    invoices: commerce.invoices,
    payments: commerce.payments,
    log,
    linkOrigin: config.linkOrigin ?? '',
  });

  return {
    db,
    clock,
    files,
    jobs,
    metrics,
    unitOfWork,
    mail,
    accessTokens,
    accounts,
    accountPurge: createAccountPurge({ db, unitOfWork, clock, jobs, log }),
    team: createTeamService({ db, unitOfWork, clock, mail, log, accounts, events }),
    site: createSiteService({ db }),
    admin: createAdminService({ db, clock }),
    staffMembers: createStaffMembers({ db, unitOfWork, clock, mail }),
    clients: createClients({
      db,
      unitOfWork,
      clock,
      jobs,
      accounts,
      billingProfiles: commerce.billingProfiles,
      statements: commerce.statements,
    }),
    catalogue: createCatalogueService({ db }),
    reportTypeAdmin: createReportTypeAdmin({ db, unitOfWork, clock, files }),
    entitlements,
    reports: createReportsService({
      db,
      clock,
      files,
      entitlements,
      secret: config.jwtSecret,
      metrics,
    }),
    adminReports: createAdminReports({
      db,
      unitOfWork,
      clock,
      files,
      jobs,
      events,
      readPdfText: createPdfTextReader(config.reportPdfLimits ?? REPORT_PDF_LIMITS),
    }),
    archive: createArchiveSearchService({ db, clock, entitlements, metrics }),
    unsubscribeLinks,
    reportAlerts: createReportAlerts({ db }),
    savedSearches: createSavedSearches({ db, clock, unitOfWork }),
    analysts: createAnalysts({ db, clock, unitOfWork }),
    consultationPrices: createConsultationPrices({ db, clock, unitOfWork }),
    courseCatalogue: createCourseCatalogue({ db, clock, unitOfWork, jobs }),
    waitingList,
    courseParticipants: createCourseParticipants({
      db,
      clock,
      unitOfWork,
      mail,
      materialLinks,
      linkOrigin: config.linkOrigin ?? '',
    }),
    courseMaterials: createCourseMaterials({
      db,
      clock,
      unitOfWork,
      files,
      jobs,
      mail,
      links: materialLinks,
      linkOrigin: config.linkOrigin ?? '',
    }),
    consultationBooking,
    consultationSessions: createConsultationSessions({
      db,
      clock,
      unitOfWork,
      jobs,
      mail,
      linkOrigin: config.linkOrigin ?? '',
    }),
    consultationPayments,
    sessionCalendar: createSessionCalendar({
      db,
      clock,
      unitOfWork,
      booking: consultationBooking,
      payments: consultationPayments,
    }),
    correctionNotices: createCorrectionNotices({
      db,
      clock,
      unitOfWork,
      jobs,
      mailer,
      linkOrigin: config.linkOrigin ?? '',
    }),
    alertPreferences: createAlertPreferences({
      db,
      clock,
      unitOfWork,
      entitlements,
      links: unsubscribeLinks,
    }),
    ...commerce,
    lifecycle,
    billing: createBillingView({
      db,
      clock,
      unitOfWork,
      jobs,
      orders: commerce.orders,
      invoices: commerce.invoices,
      payments: commerce.payments,
      billingProfiles: commerce.billingProfiles,
      statements: commerce.statements,
      events,
      log,
    }),
    inquiries: createInquiryService({
      unitOfWork,
      clock,
      mail,
      firmMailbox: config.firmMailbox,
    }),
    inquiryInbox: createInquiryInbox({ db, unitOfWork, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
