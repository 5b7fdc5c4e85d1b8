import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { FileStore } from './platform/files/file-store.js';
import type { Mailer } from './platform/mail/transport.js';
import type { Redis } from './platform/redis.js';
import type { Db } from './platform/database/database.js';
import { authenticate } from './platform/http/authenticate.js';
import { errorHandler } from './platform/http/error-handler.js';
import { staticApps, type StaticAppsOptions } from './modules/site/static-apps.js';
import { adminSummaryRoute } from './routes/admin/summary.js';
import { invoicePdfRoute } from './routes/billing/invoice-pdf.js';
import { loginRoute } from './routes/accounts/login.js';
import { logoutRoute } from './routes/accounts/logout.js';
import { passwordResetRoutes } from './routes/accounts/password-reset.js';
import { profileRoute } from './routes/accounts/profile.js';
import { tenantRegisterRoute } from './routes/accounts/tenant-register.js';
import { tokenRefreshRoute } from './routes/accounts/token-refresh.js';
import { healthRoute } from './routes/health.js';
import { createInquiryRoute } from './routes/inquiries/create-inquiry.js';
import { archiveSearchRoute } from './routes/reports/archive-search.js';
import { bookmarkRoutes } from './routes/reports/bookmarks.js';
import { applyCouponRoute } from './routes/reports/apply-coupon.js';
import { cartRoutes } from './routes/reports/cart.js';
import { orderRoutes } from './routes/reports/orders.js';
import { payByInvoiceRoute } from './routes/reports/pay-by-invoice.js';
import { paymentRoutes } from './routes/reports/payments.js';
import { stripeWebhookRoute } from './routes/reports/stripe-webhook.js';
import { libraryRoute } from './routes/reports/library.js';
import { reportFileRoutes } from './routes/reports/report-files.js';
import { reportTypesRoutes } from './routes/reports/report-types.js';
import { subscriptionsRoute } from './routes/reports/subscriptions.js';
import { seoRoutes } from './routes/site/seo.js';
import { createAccessTokens } from './platform/http/access-tokens.js';
import { createArchiveSearchService } from './services/archive-search.js';
import { createAuthService } from './services/auth.js';
import { createBookmarkService } from './services/bookmarks.js';
import { createCartService } from './services/cart.js';
import { createCouponService } from './services/coupons.js';
import { createFulfilment } from './services/fulfilment.js';
import { createInvoiceService } from './services/invoices.js';
import { createOrderService } from './services/orders.js';
import { createPaymentService } from './services/payments.js';
import { createSandboxProvider } from './platform/payments/sandbox.js';
import { createStripeProvider, type StripeConfig } from './platform/payments/stripe.js';
import { createEntitlements } from './services/entitlements.js';
import { createFileLinks } from './services/file-links.js';
import { createInquiryService } from './services/inquiries.js';
import { createLibraryService } from './services/library.js';
import { createSubscriptionService } from './services/subscriptions.js';
import { createOneTimeCodes } from './services/one-time-codes.js';
import { createPasswordResetService } from './services/password-reset.js';
import { createProfileService } from './services/profile.js';
import { createRefreshTokens } from './services/refresh-tokens.js';
import { createRegistrationService } from './services/registration.js';
import { createReportFiles } from './services/report-files.js';
import { createReportTypeService } from './services/report-types.js';

export interface PaymentsOptions {
  stripe?: StripeConfig | undefined;
  /** Sandbox bank transfers settle by themselves after this long; otherwise through `payments:settle`. */
  sandboxBankSettleMs?: number | undefined;
}

export interface AppOptions {
  db: Db;
  /** Where report PDFs and issued invoices live (DESIGN §4). */
  files: FileStore;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  loginRateLimitMax?: number;
  inquiryRateLimitMax?: number;
  /** Registration and password recovery calls per client address, per route, per 10 minutes. */
  accountRateLimitMax?: number;
  /** Promo code attempts per client address per 10 minutes. */
  couponRateLimitMax?: number;
  /**
   * Rate-limit counters in Redis, shared by every instance using the same client settings and prefix; else in
   * this process's memory. The app owns the client from here on and closes it when it closes.
   */
  rateLimitRedis?: { client: Redis; keyPrefix: string } | undefined;
  /** Stripe with keys; without, the built-in sandbox provider (DESIGN §4). */
  payments?: PaymentsOptions;
  mailer: Mailer;
  /** Where contact form inquiries are mailed. */
  firmMailbox: string;
  /** Built front ends to serve; without them the app serves the API alone. */
  staticApps?: StaticAppsOptions;
  /** The site's public origin (PUBLIC_URL) for absolute links; else each request's origin. */
  publicUrl?: string | undefined;
}

/** Secrets never reach the logs, wherever they appear in a logged object. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.confirm_password',
  '*.access',
  '*.refresh',
  '*.token',
  '*.otp',
  '*.client_secret',
  '*.clientSecret',
  '*.card',
  'req.headers["stripe-signature"]',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });

  const accessTokens = createAccessTokens(options.jwtSecret);
  const refreshTokens = createRefreshTokens(options.db);
  const auth = createAuthService({ db: options.db, accessTokens, refreshTokens });
  const codes = createOneTimeCodes({ secret: options.jwtSecret });
  const accountRateLimitMax = options.accountRateLimitMax ?? 10;

  await app.register(errorHandler);
  const stripeConfig = options.payments?.stripe;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        // Stripe Elements load from Stripe and talk to it; only when Stripe takes the payments.
        ...(stripeConfig
          ? {
              'script-src': ["'self'", 'https://js.stripe.com'],
              'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
              'connect-src': ["'self'", 'https://api.stripe.com'],
            }
          : {}),
      },
    },
  });
  const redis = options.rateLimitRedis;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.client.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: `${redis.keyPrefix}rate-limit:` } : {}),
  });
  await app.register(authenticate, { accessTokens });

  await app.register(
    async (api) => {
      await api.register(healthRoute, { db: options.db });
      await api.register(loginRoute, { auth, rateLimitMax: options.loginRateLimitMax ?? 10 });
      await api.register(tokenRefreshRoute, { auth });
      await api.register(logoutRoute, { auth });
      await api.register(tenantRegisterRoute, {
        registration: createRegistrationService({ db: options.db, mailer: options.mailer, codes }),
        rateLimitMax: accountRateLimitMax,
      });
      await api.register(passwordResetRoutes, {
        passwordReset: createPasswordResetService({
          db: options.db,
          mailer: options.mailer,
          codes,
          refreshTokens,
        }),
        rateLimitMax: accountRateLimitMax,
      });
      await api.register(profileRoute, { profile: createProfileService(options.db) });
      await api.register(adminSummaryRoute, { db: options.db });
      await api.register(reportTypesRoutes, { reportTypes: createReportTypeService(options.db) });
      const entitlements = createEntitlements(options.db);
      await api.register(libraryRoute, { library: createLibraryService({ db: options.db, entitlements }) });
      await api.register(archiveSearchRoute, {
        archive: createArchiveSearchService({ db: options.db, entitlements }),
      });
      await api.register(bookmarkRoutes, {
        bookmarks: createBookmarkService({ db: options.db, entitlements }),
      });
      await api.register(subscriptionsRoute, { subscriptions: createSubscriptionService(options.db) });
      // The cart shows the code remembered with it; the coupon service prices with the cart (called later only).
      const cart = createCartService({
        db: options.db,
        entitlements,
        appliedCoupon: (identity, subtotalCents) => coupons.describe(identity, subtotalCents),
      });
      const coupons = createCouponService({ db: options.db, cart });
      await api.register(cartRoutes, { cart });
      const fulfilment = createFulfilment({ db: options.db, mailer: options.mailer, log: app.log });
      const orders = createOrderService({ db: options.db, cart, coupons, entitlements });
      const stripe = stripeConfig ? createStripeProvider(stripeConfig) : null;
      const payments = createPaymentService({
        db: options.db,
        orders,
        fulfilment,
        provider: stripe ?? createSandboxProvider(options.db),
        log: app.log,
        sandboxBankSettleMs: options.payments?.sandboxBankSettleMs,
      });
      await api.register(paymentRoutes, { payments });
      await api.register(orderRoutes, { orders });
      const invoices = createInvoiceService({
        db: options.db,
        cart,
        coupons,
        entitlements,
        mailer: options.mailer,
        fulfilment,
        files: options.files,
        log: app.log,
      });
      await api.register(payByInvoiceRoute, { invoices });
      await api.register(invoicePdfRoute, { invoices });
      if (stripe) await api.register(stripeWebhookRoute, { payments, stripe });
      await api.register(applyCouponRoute, {
        coupons,
        rateLimitMax: options.couponRateLimitMax ?? 10,
      });
      await api.register(reportFileRoutes, {
        reportFiles: createReportFiles({
          db: options.db,
          files: options.files,
          entitlements,
          links: createFileLinks({ secret: options.jwtSecret }),
        }),
        publicUrl: options.publicUrl,
      });
      await api.register(createInquiryRoute, {
        inquiries: createInquiryService({
          db: options.db,
          mailer: options.mailer,
          firmMailbox: options.firmMailbox,
        }),
        rateLimitMax: options.inquiryRateLimitMax ?? 5,
      });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { publicUrl: options.publicUrl });
  await app.register(staticApps, {
    ...(options.staticApps ?? { webDistDir: '', adminDistDir: '' }),
    publicUrl: options.publicUrl,
  });
  return app;
}
