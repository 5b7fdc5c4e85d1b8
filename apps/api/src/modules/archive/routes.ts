import { ArchiveQueryMessages, ArchiveQuerySchema } from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimits } from '../../platform/http/rate-limit.js';
import { parseInput } from '../../platform/http/validate.js';
import { VISITOR, type ArchiveCaller, type ArchiveSearchService } from './service.js';

export interface ArchiveRoutesOptions {
  archive: ArchiveSearchService;
  /** Searches per signed-in user per minute. */
  searchRateLimitMax: number;
  /** Searches per client address per minute, for visitors. */
  visitorSearchRateLimitMax: number;
  /** Searches per client address per minute, whoever searches: a ceiling new accounts do not raise. */
  addressSearchRateLimitMax: number;
}

function callerOf(request: FastifyRequest): ArchiveCaller {
  const user = request.user;
  if (!user) return VISITOR;
  return {
    signedIn: true,
    client:
      user.userType === 'client' && user.tenantId ? { userId: user.userId, tenantId: user.tenantId } : null,
  };
}

/**
 * GET /api/reports/elastic-search/ (SPEC §7, named as the contract names it; DESIGN §4 Postgres full-text search):
 * open to visitors (SPEC §6); a signed-in client's results say which it may open. Each search counts against the
 * signed-in user, or against the address of a visitor, who gets fewer, and against the address whoever searches
 * (docs/decisions/007).
 */
export async function archiveRoutes(app: FastifyInstance, options: ArchiveRoutesOptions) {
  const searchLimits = rateLimits(app, ArchiveQueryMessages.tooManySearches, [
    { max: options.addressSearchRateLimitMax, timeWindow: '1 minute', by: 'address' },
    {
      max: (request) => (request.user ? options.searchRateLimitMax : options.visitorSearchRateLimitMax),
      timeWindow: '1 minute',
      by: 'user',
    },
  ]);
  app.get('/reports/elastic-search/', { preHandler: [app.optionalUser, searchLimits] }, async (request) => {
    const query = parseInput(ArchiveQuerySchema, request.query);
    return { status: true, ...(await options.archive.search(callerOf(request), query)) };
  });
}
