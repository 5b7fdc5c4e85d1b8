import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from './platform/redis.js';
import { authenticate } from './platform/http/authenticate.js';
import { answerFrameworkError, errorHandler } from './platform/http/error-handler.js';
import { BODY_LIMIT_BYTES, requestLimits } from './platform/http/request-limits.js';
import { staticApps, type StaticAppsOptions } from './modules/site/static-apps.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { archiveRoutes } from './modules/archive/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { commerceRoutes } from './modules/commerce/routes.js';
import { inquiryRoutes } from './modules/inquiries/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import type { Services } from './services.js';

export interface AppOptions {
  /** Every service, from the one composition root (src/services.ts). */
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (the one the services log to); instead of `logger`. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
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
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

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
      await redis.client.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: `${redis.keyPrefix}rate-limit:` } : {}),
  });
  await app.register(authenticate, { accessTokens: services.accessTokens });

  await app.register(
    async (api) => {
      await api.register(accountRoutes, {
        accounts: services.accounts,
        loginRateLimitMax: options.loginRateLimitMax ?? 10,
        accountRateLimitMax: options.accountRateLimitMax ?? 10,
      });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(reportsRoutes, { reports: services.reports, publicUrl: options.publicUrl });
      await api.register(archiveRoutes, { archive: services.archive });
      await api.register(commerceRoutes, {
        cart: services.cart,
        coupons: services.coupons,
        orders: services.orders,
        payments: services.payments,
        invoices: services.invoices,
        stripe: services.stripe,
        couponRateLimitMax: options.couponRateLimitMax ?? 10,
      });
      await api.register(billingRoutes, { invoices: services.invoices });
      await api.register(inquiryRoutes, {
        inquiries: services.inquiries,
        rateLimitMax: options.inquiryRateLimitMax ?? 5,
      });
    },
    { prefix: '/api' },
  );

  await app.register(siteRoutes, { site: services.site, publicUrl: options.publicUrl });
  await app.register(staticApps, {
    ...(options.staticApps ?? { webDistDir: '', adminDistDir: '' }),
    publicUrl: options.publicUrl,
  });
  return app;
}
