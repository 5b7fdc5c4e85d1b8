import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticAppsOptions {
  webDistDir: string;
  adminDistDir: string;
}

const ADMIN_PREFIX = '/admin-dashboard/';

/** Hashed build assets never change; everything else (index.html first) is revalidated on every visit. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built web app at / and the admin shell at /admin-dashboard/, each with a single-page fallback: a path
 * that is no file gets the app's index.html, and the app's router decides (its 404 page included).
 * Paths under /api/ never fall back: an unknown call is a JSON 404.
 */
export const staticApps = fp(async (app: FastifyInstance, options: StaticAppsOptions) => {
  const hasWeb = existsSync(path.join(options.webDistDir, 'index.html'));
  const hasAdmin = existsSync(path.join(options.adminDistDir, 'index.html'));
  if (!hasWeb && !hasAdmin) {
    app.log.warn('no built web app found; serving the API only (run `pnpm build`)');
  }
  const common = { preCompressed: true, setHeaders: setCacheHeaders, cacheControl: false } as const;

  if (hasWeb) await app.register(fastifyStatic, { root: options.webDistDir, prefix: '/', ...common });
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: options.adminDistDir,
      prefix: ADMIN_PREFIX,
      decorateReply: !hasWeb,
      redirect: true,
      ...common,
    });
  }

  function sendIndex(reply: FastifyReply, root: string) {
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !url.startsWith('/api/')) {
      if (hasAdmin && (url === '/admin-dashboard' || url.startsWith(ADMIN_PREFIX))) {
        return sendIndex(reply, options.adminDistDir);
      }
      if (hasWeb) return sendIndex(reply, options.webDistDir);
    }
    return reply.code(404).send({ status: false, message: 'Not found.' });
  });
});
