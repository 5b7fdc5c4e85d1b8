import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { createBillingProfiles } from './billing-profiles.js';
import { createSandboxProvider } from '../../platform/payments/sandbox.js';
import { createStripeProvider, type StripeConfig } from '../../platform/payments/stripe.js';
import type { Entitlements } from '../reports';
import { createOrderCredits } from './order-credits.js';
import { createStatements } from './statements.js';
import { createAdminOrders } from './admin-orders.js';
import { createCartService } from './cart.js';
import { createCouponService } from './coupons.js';
import type { CourseSeatDesk } from './course-seats.js';
import { createFulfilment } from './fulfilment.js';
import { createInvoiceService } from './invoices.js';
import { createOrderService } from './orders.js';
import { createPaymentService } from './payments.js';
import { createPromoCodeAdmin } from './promo-codes.js';
import { createTaxDesk } from './tax.js';
import { createTaxRateAdmin } from './tax-rates.js';

export interface PaymentsOptions {
  stripe?: StripeConfig | undefined;
  /** Sandbox bank transfers settle by themselves after this long; otherwise through `payments:settle`. */
  sandboxBankSettleMs?: number | undefined;
}

/**
 * Everything about buying: the cart and its coupon, orders, their payment by card or bank transfer (Stripe with
 * keys, else the sandbox), invoices, and the fulfilment that starts subscriptions once an order is paid.
 */
export function createCommerceServices(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mail: MailQueue;
  entitlements: Entitlements;
  /** Where issued invoices are kept. */
  files: FileStore;
  /** Where commerce announces payments, failed debits, refunds and waivers (modules/commerce/events.ts). */
  events: DomainEvents;
  log: Log;
  payments: PaymentsOptions;
  /** The courses area's answers about the sessions whose seats are sold (issue 44). */
  courseSeats: CourseSeatDesk;
}) {
  const { db, clock, unitOfWork, jobs, mail, entitlements, files, events, log, courseSeats } = deps;
  const cart = createCartService({ db, clock, entitlements, courseSeats });
  const coupons = createCouponService({ db, clock, cart, unitOfWork, jobs });
  const stripe = deps.payments.stripe ? createStripeProvider(deps.payments.stripe) : null;
  const tax = createTaxDesk({ stripe, log });
  const orders = createOrderService({
    db,
    clock,
    unitOfWork,
    jobs,
    cart,
    coupons,
    entitlements,
    courseSeats,
    tax,
  });
  const fulfilment = createFulfilment({ clock, jobs, mail, coupons, events, log, courseSeats });
  const sandbox = createSandboxProvider({ db, clock });
  const payments = createPaymentService({
    db,
    clock,
    unitOfWork,
    jobs,
    mail,
    orders,
    coupons,
    fulfilment,
    provider: stripe ?? sandbox,
    sandbox,
    log,
    sandboxBankSettleMs: deps.payments.sandboxBankSettleMs,
  });
  const invoices = createInvoiceService({
    db,
    clock,
    unitOfWork,
    mail,
    jobs,
    orders,
    fulfilment,
    files,
    events,
    log,
  });

  const providers = { sandbox, ...(stripe ? { stripe } : {}) };
  const adminOrders = createAdminOrders({
    db,
    unitOfWork,
    clock,
    invoices,
    providers,
    events,
    jobs,
    credits: createOrderCredits({ db, unitOfWork, clock, providers, jobs, log }),
    log,
  });

  const promoCodes = createPromoCodeAdmin({ db, unitOfWork, clock, coupons });
  const taxRates = createTaxRateAdmin({ db, unitOfWork, clock });
  const billingProfiles = createBillingProfiles({ db, clock, unitOfWork });
  const statements = createStatements({ db, clock, billingProfiles });

  return {
    cart,
    coupons,
    orders,
    fulfilment,
    payments,
    invoices,
    stripe,
    sandbox,
    adminOrders,
    promoCodes,
    taxRates,
    billingProfiles,
    statements,
  };
}

export type CommerceServices = ReturnType<typeof createCommerceServices>;
