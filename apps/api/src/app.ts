import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from './platform/redis.js';
import { authenticate } from './platform/http/authenticate.js';
import { answerFrameworkError, errorHandler } from './platform/http/error-handler.js';
import { newRequestId, requestIds } from './platform/http/request-id.js';
import { limitRequestTime, REQUEST_TIME_LIMIT_MS } from './platform/http/request-time-limit.js';
import { sharedCountersFallingBackToLocal } from './platform/http/rate-limit-store.js';
import { REQUEST_ID_LOG_FIELD } from './platform/log.js';
import { metricsEndpoint } from './platform/metrics/metrics-endpoint.js';
import { publicOriginOf } from './platform/http/public-origin.js';
import { requestDrain } from './platform/http/request-drain.js';
import { BODY_LIMIT_BYTES, requestLimits } from './platform/http/request-limits.js';
import { siteRoutes, staticApps, type StaticAppsOptions } from './modules/site';
import { accountRoutes } from './modules/accounts';
import { alertRoutes } from './modules/alerts';
import { consultationRoutes } from './modules/consultations';
import { courseMaterialRoutes, courseRoutes } from './modules/courses';
import { adminRoutes, staffRoutes } from './modules/admin';
import { archiveRoutes } from './modules/archive';
import { billingRoutes } from './modules/billing';
import { catalogueRoutes } from './modules/catalogue';
import { clientRoutes } from './modules/clients';
import { adminOrderRoutes, commerceRoutes } from './modules/commerce';
import { inquiryRoutes } from './modules/inquiries';
import { adminReportsRoutes, reportsRoutes } from './modules/reports';
import { teamRoutes } from './modules/team';
import type { Services } from './services.js';

export interface AppOptions {
  /** Every service, from the one composition root (src/services.ts). */
  services: Services;
  /** The logger the services log to too (createLogger, src/platform/log.ts); without it the app logs nothing. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** The addresses of the proxies whose X-Forwarded-For to believe (TRUST_PROXY); never every client's. */
  trustProxy?: false | string[];
  /** Sign-in calls per client address per minute: enough for an office behind one address. */
  loginRateLimitMax?: number;
  inquiryRateLimitMax?: number;
  /**
   * Registration and password recovery calls per client address, and the profile's password and code calls per
   * user, per route, per 10 minutes.
   */
  accountRateLimitMax?: number;
  /** Promo code attempts per client address per 10 minutes. */
  couponRateLimitMax?: number;
  /** Archive searches per signed-in user per minute. */
  searchRateLimitMax?: number;
  /** Consultation holds per client per 10 minutes. */
  holdRateLimitMax?: number;
  /** Archive searches per client address per minute, for visitors. */
  visitorSearchRateLimitMax?: number;
  /** Archive searches per client address per minute, signed in or not: registering more accounts adds none. */
  addressSearchRateLimitMax?: number;
  /** Orders paid by invoice per organisation per hour. */
  invoiceRateLimitMax?: number;
  /** Calls to an invitation link (its preview, its acceptance) per client address, per route, per 10 minutes. */
  invitationRateLimitMax?: number;
  /** Invitations mailed (sent or resent) per hour and organisation. */
  invitationMailRateLimitMax?: number;
  /**
   * Rate-limit counters in Redis, shared by every instance using the same client settings and prefix; else in
   * this process's memory. The app owns the client from here on and closes it when it closes.
   */
  rateLimitRedis?: { client: Redis; keyPrefix: string } | undefined;
  /** Built front ends to serve; without them the app serves the API alone. */
  staticApps?: StaticAppsOptions;
  /** The token a Prometheus scraper sends for GET /metrics (METRICS_TOKEN); without it there is no such route. */
  metricsToken?: string | undefined;
  /** The site's public origin (PUBLIC_URL) for absolute links. */
  publicUrl?: string | undefined;
  /**
   * Without `publicUrl`, the hosts whose requests are answered with links to their own origin; any other Host
   * header gets links to the first. Default `defaultAllowedHosts()`: localhost and 127.0.0.1.
   */
  allowedHosts?: readonly string[] | undefined;
  /** How long a request may take before it is answered 503 (default REQUEST_TIME_LIMIT_MS; uploads have longer). */
  requestTimeLimitMs?: number;
}

/** A route as registered: what the security suite checks route by route (test/security). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, HEAD routes included. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    genReqId: newRequestId,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_FIELD }),
  });
  // First: its hooks count every request, whatever a later hook does with it.
  await app.register(requestDrain);
  await app.register(requestIds);
  const publicOrigin = publicOriginOf({ publicUrl: options.publicUrl, allowedHosts: options.allowedHosts });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  limitRequestTime(app, options.requestTimeLimitMs ?? REQUEST_TIME_LIMIT_MS);

  await app.register(errorHandler);
  await app.register(requestLimits);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        // Stripe Elements load from Stripe and talk to it; only when Stripe takes the payments.
        ...(services.stripe
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
      // A Redis that is away cannot take the QUIT: the connection is dropped instead.
      await redis.client.quit().catch(() => redis.client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { store: sharedCountersFallingBackToLocal(redis.client, `${redis.keyPrefix}rate-limit:`, app.log) }
      : {}),
  });
  // Before the routes: its hook counts every answered request.
  await app.register(metricsEndpoint, { metrics: services.metrics, token: options.metricsToken });
  await app.register(authenticate, {
    accessTokens: services.accessTokens,
    sessionIsLive: services.accounts.sessionIsLive,
    staffMemberOf: services.admin.actingStaff,
  });

  await app.register(
    async (api) => {
      await api.register(accountRoutes, {
        accounts: services.accounts,
        loginRateLimitMax: options.loginRateLimitMax ?? 100,
        accountRateLimitMax: options.accountRateLimitMax ?? 10,
      });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(staffRoutes, { staff: services.staffMembers, publicOrigin });
      await api.register(clientRoutes, { clients: services.clients });
      await api.register(catalogueRoutes, {
        catalogue: services.catalogue,
        reportTypes: services.reportTypeAdmin,
      });
      await api.register(reportsRoutes, { reports: services.reports, publicOrigin });
      await api.register(adminReportsRoutes, { adminReports: services.adminReports });
      await api.register(alertRoutes, {
        preferences: services.alertPreferences,
        reportAlerts: services.reportAlerts,
        savedSearches: services.savedSearches,
        correctionNotices: services.correctionNotices,
      });
      await api.register(consultationRoutes, {
        analysts: services.analysts,
        prices: services.consultationPrices,
        calendar: services.sessionCalendar,
        booking: services.consultationBooking,
        payments: services.consultationPayments,
        sessions: services.consultationSessions,
        holdRateLimitMax: options.holdRateLimitMax,
      });
      await api.register(courseRoutes, {
        catalogue: services.courseCatalogue,
        participants: services.courseParticipants,
        waitingList: services.waitingList,
      });
      await api.register(courseMaterialRoutes, { materials: services.courseMaterials, publicOrigin });
      await api.register(archiveRoutes, {
        archive: services.archive,
        searchRateLimitMax: options.searchRateLimitMax ?? 120,
        visitorSearchRateLimitMax: options.visitorSearchRateLimitMax ?? 20,
        addressSearchRateLimitMax: options.addressSearchRateLimitMax ?? 300,
      });
      await api.register(commerceRoutes, {
        cart: services.cart,
        coupons: services.coupons,
        orders: services.orders,
        payments: services.payments,
        invoices: services.invoices,
        promoCodes: services.promoCodes,
        taxRates: services.taxRates,
        stripe: services.stripe,
        couponRateLimitMax: options.couponRateLimitMax ?? 10,
        invoiceRateLimitMax: options.invoiceRateLimitMax ?? 10,
      });
      await api.register(billingRoutes, { invoices: services.invoices, billing: services.billing });
      await api.register(adminOrderRoutes, { adminOrders: services.adminOrders });
      await api.register(teamRoutes, {
        team: services.team,
        publicOrigin,
        invitationRateLimitMax: options.invitationRateLimitMax ?? 30,
        invitationMailRateLimitMax: options.invitationMailRateLimitMax ?? 20,
      });
      await api.register(inquiryRoutes, {
        inquiries: services.inquiries,
        inbox: services.inquiryInbox,
        rateLimitMax: options.inquiryRateLimitMax ?? 5,
      });
    },
    { prefix: '/api' },
  );

  await app.register(siteRoutes, { site: services.site, publicOrigin });
  await app.register(staticApps, {
    ...(options.staticApps ?? { webDistDir: '', adminDistDir: '' }),
    publicOrigin,
    // The catalogue's answers, the archive's first page for /individual-reports and the course sessions to come
    // for /courses and /services/courses (issue 44).
    servedData: async (keys) => ({
      ...(keys.includes('reportTypes') || keys.includes('reportTypeDescriptions')
        ? await services.catalogue.servedData(keys)
        : {}),
      ...(keys.includes('archivedReports')
        ? { archivedReports: await services.reports.archive({ page: 1 }) }
        : {}),
      ...(keys.includes('courseSessions')
        ? { courseSessions: await services.courseCatalogue.upcoming() }
        : {}),
    }),
    accessTokens: services.accessTokens,
  });
  return app;
}
