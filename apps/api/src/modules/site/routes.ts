import { PUBLIC_PAGE_PATHS } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { escapeXml, type PublicOrigin } from '../../platform/http/public-origin.js';
import type { SiteService } from './service.js';

/**
 * The site's own calls, at the root: GET /api/health/ for monitors, and GET /robots.txt and GET /sitemap.xml for
 * search engines (the public pages; the private areas kept out).
 */
export async function siteRoutes(
  app: FastifyInstance,
  options: { site: SiteService; publicOrigin: PublicOrigin },
) {
  /** The process answers and the database answers a query. */
  app.get('/api/health/', async (request, reply) => {
    try {
      await options.site.checkDatabase();
      return { status: true, data: { database: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: false, message: 'The database is unreachable.' });
    }
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = options.publicOrigin(request);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /client',
      'Disallow: /admin-dashboard',
      'Disallow: /checkout',
      'Disallow: /billing',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = escapeXml(options.publicOrigin(request));
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${origin}${escapeXml(path)}</loc></url>`);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  });
}
