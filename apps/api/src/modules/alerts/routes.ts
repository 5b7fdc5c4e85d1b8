import {
  AdminReportAlertsQuerySchema,
  AdminReportMessages,
  CreateSavedSearchSchema,
  SavedSearchMessages,
  SendCorrectionNoticeSchema,
  UnsubscribeQuerySchema,
  UpdateAlertPreferencesSchema,
  UpdateSavedSearchSchema,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { staffIdentity } from '../../platform/http/staff-identity.js';
import { rateLimit, TOO_MANY_REQUESTS } from '../../platform/http/rate-limit.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { CorrectionNotices } from './correction-notices.js';
import type { AlertPreferences } from './preferences.js';
import type { ReportAlerts } from './report-alerts.js';
import type { SavedSearches } from './saved-searches.js';

type WithId = { Params: { id: string } };

/** The saved search a path names; anything that is not an id names none. */
const savedSearchIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, SavedSearchMessages.notFound);

/** The report a back-office path names. */
const reportIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, AdminReportMessages.notFound);

export interface AlertRoutesOptions {
  preferences: AlertPreferences;
  savedSearches: SavedSearches;
  correctionNotices: CorrectionNotices;
  /** What reports' alerts did, for the back office. */
  reportAlerts: ReportAlerts;
  /** Calls to the unsubscribe link per client address, per route, per 10 minutes. */
  unsubscribeRateLimitMax?: number;
}

/**
 * The alert calls under /api/alerts/ (issue 42): a member's notification settings, and the unsubscribe link that
 * works without a sign-in (RFC 8058: a mail client posts `List-Unsubscribe=One-Click` to it); a member's saved
 * searches; and for staff, what each report's alerts did.
 */
export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions) {
  const { preferences, savedSearches } = options;
  const client = { preHandler: app.requireClient };
  const linkLimit = {
    config: rateLimit(options.unsubscribeRateLimitMax ?? 30, '10 minutes', TOO_MANY_REQUESTS),
  };

  // A mail client's one-click post is a form (`List-Unsubscribe=One-Click`): the token in the address is all that
  // counts, so the form is read as nothing rather than refused.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/alerts/preferences/', client, async (request) => ({
    status: true,
    data: await preferences.preferences(clientIdentity(request)),
  }));

  app.patch('/alerts/preferences/', client, async (request) => {
    const change = parseInput(UpdateAlertPreferencesSchema, request.body);
    return { status: true, data: await preferences.update(clientIdentity(request), change) };
  });

  app.get('/alerts/saved-searches/', client, async (request) => ({
    status: true,
    data: await savedSearches.list(clientIdentity(request)),
  }));

  app.post('/alerts/saved-searches/', client, async (request, reply) => {
    const search = parseInput(CreateSavedSearchSchema, request.body);
    const data = await savedSearches.create(clientIdentity(request), search);
    return reply.code(201).send({ status: true, message: SavedSearchMessages.saved, data });
  });

  app.patch<WithId>('/alerts/saved-searches/:id/', client, async (request) => {
    const id = savedSearchIdIn(request);
    const change = parseInput(UpdateSavedSearchSchema, request.body);
    const data = await savedSearches.update(clientIdentity(request), id, change);
    return { status: true, message: SavedSearchMessages.changed, data };
  });

  app.delete<WithId>('/alerts/saved-searches/:id/', client, async (request) => {
    await savedSearches.remove(clientIdentity(request), savedSearchIdIn(request));
    return { status: true, message: SavedSearchMessages.deleted };
  });

  // The back office's reports list: what each report's alerts did (staff who may read reports).
  app.get('/admin/reports/alerts/', { preHandler: app.requireStaff('reports', 'read') }, async (request) => {
    const { ids } = parseInput(AdminReportAlertsQuerySchema, request.query);
    return { status: true, data: await options.reportAlerts(ids) };
  });

  // After a report's PDF is replaced: who downloaded an earlier file, and the notice that tells them (editors).
  app.get<WithId>(
    '/admin/reports/:id/correction-notice/',
    { preHandler: app.requireStaff('reports', 'read') },
    async (request) => ({ status: true, data: await options.correctionNotices.summary(reportIdIn(request)) }),
  );

  app.post<WithId>(
    '/admin/reports/:id/correction-notice/',
    { preHandler: app.requireStaff('reports', 'write') },
    async (request) => {
      const id = reportIdIn(request);
      const notice = parseInput(SendCorrectionNoticeSchema, request.body);
      return { status: true, ...(await options.correctionNotices.send(staffIdentity(request), id, notice)) };
    },
  );

  app.get('/alerts/unsubscribe/', linkLimit, async (request) => {
    const { token } = parseInput(UnsubscribeQuerySchema, request.query);
    return { status: true, data: await preferences.describeUnsubscribe(token) };
  });

  app.post('/alerts/unsubscribe/', linkLimit, async (request) => {
    const { token } = parseInput(UnsubscribeQuerySchema, request.query);
    const stopped = await preferences.unsubscribe(token);
    return { status: true, message: `You will no longer receive alerts about ${stopped}.` };
  });
}
