import type { Clock } from './platform/clock.js';
import type { Db } from './platform/database/database.js';
import { createUnitOfWork } from './platform/database/unit-of-work.js';
import type { FileStore } from './platform/files/file-store.js';
import { createAccessTokens } from './platform/http/access-tokens.js';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.js';
import type { Log } from './platform/log.js';
import { createMailQueue, registerMailJob } from './platform/mail/mail-job.js';
import type { Mailer } from './platform/mail/transport.js';
import { createSandboxProvider } from './platform/payments/sandbox.js';
import { createStripeProvider, type StripeConfig } from './platform/payments/stripe.js';
import { createAccountService } from './modules/accounts/service.js';
import { createAdminService } from './modules/admin/service.js';
import { createArchiveSearchService } from './modules/archive/service.js';
import { createCartService } from './modules/commerce/cart.js';
import { createCouponService } from './modules/commerce/coupons.js';
import { createEntitlements } from './modules/reports/entitlements.js';
import { createFulfilment } from './modules/commerce/fulfilment.js';
import { createInquiryService } from './modules/inquiries/service.js';
import { createInvoiceService } from './modules/commerce/invoices.js';
import { createOrderService } from './modules/commerce/orders.js';
import { createPaymentService } from './modules/commerce/payments.js';
import { createCatalogueService } from './modules/catalogue/service.js';
import { createReportsService } from './modules/reports/service.js';
import { createSiteService } from './modules/site/service.js';

export interface PaymentsOptions {
  stripe?: StripeConfig | undefined;
  /** Sandbox bank transfers settle by themselves after this long; otherwise through `payments:settle`. */
  sandboxBankSettleMs?: number | undefined;
}

export interface ServicesConfig {
  /** Signs access tokens, one-time codes and file links. */
  jwtSecret: string;
  /** Where contact form inquiries are mailed. */
  firmMailbox: string;
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
  const jobs = deps.jobs ?? createJobQueue({ db, clock, log });
  registerMailJob(jobs, { mailer, files });
  const unitOfWork = createUnitOfWork(db, () => jobs.wake());
  const mail = createMailQueue(jobs);

  const accessTokens = createAccessTokens(config.jwtSecret, clock);
  const entitlements = createEntitlements({ db, clock });
  const cart = createCartService({ db, clock, entitlements });
  const coupons = createCouponService({ db, clock, cart });
  const orders = createOrderService({ db, clock, cart, coupons, entitlements });
  const fulfilment = createFulfilment({ clock, mail });
  const stripe = deps.payments.stripe ? createStripeProvider(deps.payments.stripe) : null;
  const sandbox = createSandboxProvider({ db, clock });
  const payments = createPaymentService({
    db,
    unitOfWork,
    orders,
    fulfilment,
    provider: stripe ?? sandbox,
    sandbox,
    log,
    sandboxBankSettleMs: deps.payments.sandboxBankSettleMs,
  });

  return {
    db,
    clock,
    files,
    jobs,
    unitOfWork,
    mail,
    accessTokens,
    accounts: createAccountService({
      db,
      unitOfWork,
      clock,
      mail,
      accessTokens,
      secret: config.jwtSecret,
    }),
    site: createSiteService({ db }),
    admin: createAdminService({ db }),
    catalogue: createCatalogueService({ db }),
    entitlements,
    reports: createReportsService({
      db,
      clock,
      files,
      entitlements,
      secret: config.jwtSecret,
    }),
    archive: createArchiveSearchService({ db, entitlements }),
    cart,
    coupons,
    fulfilment,
    orders,
    payments,
    stripe,
    invoices: createInvoiceService({ db, clock, unitOfWork, mail, orders, fulfilment, files, log }),
    inquiries: createInquiryService({
      unitOfWork,
      clock,
      mail,
      firmMailbox: config.firmMailbox,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
