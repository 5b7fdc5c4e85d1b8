import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isWebPagePath,
  READER_DATA_BY_PAGE,
  READER_DATA_CALLS,
  SERVED_DATA_BY_PAGE,
  SERVED_DATA_ELEMENT_ID,
  SESSION_COOKIES,
  withoutTrailingSlashes,
  type ReaderData,
  type ReaderDataKey,
  type ServedData,
} from '@firm/domain';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '../../platform/http/access-tokens.js';
import { escapeXml, type PublicOrigin } from '../../platform/http/public-origin.js';
import { inlineScriptSources, policyAllowing } from './inline-scripts.js';
import { compressPersonalPage, createPageCompressor, pageEncodingFor } from './page-compression.js';

export interface StaticAppsOptions {
  webDistDir: string;
  adminDistDir: string;
}

interface StaticAppsPluginOptions extends StaticAppsOptions {
  /** The site's origin for canonical links (PUBLIC_URL or an allowed host). */
  publicOrigin: PublicOrigin;
  /** The public answers a page is sent with (@firm/domain SERVED_DATA_BY_PAGE), read as they are now. */
  servedData: (keys: readonly (keyof ServedData)[]) => Promise<ServedData>;
  /** Checks the access token a portal page's request carries in its cookie, before its reader's data is read. */
  accessTokens: Pick<AccessTokens, 'verify'>;
}

const ADMIN_PREFIX = '/admin-dashboard/';

/** The shell the web build makes for the client portal's pages, beside index.html (issue 18). */
const PORTAL_SHELL_FILE = 'portal-shell.html';
/** The shells it makes for some portal pages, each naming the page's own code too: <dir>/<path>/index.html. */
const PORTAL_SHELLS_DIR = 'portal-shells';

/** A page of the client portal: /client and what is under it. */
function isPortalPath(route: string): boolean {
  return route === '/client' || route.startsWith('/client/');
}

/**
 * The security headers that only a document uses (its script, framing, referrer and transport policies). A script,
 * stylesheet or image of the build is no document: each of these would only add half a KiB to every asset a page
 * loads (issue 18). Assets keep X-Content-Type-Options and Cross-Origin-Resource-Policy, which apply to them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What revalidates a file (its validators, and that a part of it can be asked for): a hashed asset is never
 * revalidated, so these are only bytes on every script and stylesheet a page loads (issue 18).
 */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/**
 * Hashed build assets never change: cached for good, without the document headers. Everything else (index.html
 * first) is revalidated on every visit.
 */
function setAssetHeaders(reply: FastifyReply, filePath: string): void {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (!hashedAsset) return;
  for (const name of REVALIDATION_HEADERS) reply.removeHeader(name);
  // Helmet set these on the raw response, ahead of the reply's own.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}

/** <dir>/<path>/index.html → '/<path>' (and index.html → '/'), read once at start: prerendered pages, portal shells. */
function readPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue;
    const route = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/');
    pages.set(route, readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * The page with its public answers written in, as JSON the browser does not run: `<` is escaped so no text of the
 * data can close the element.
 */
function withServedData(html: string, data: ServedData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return html.replace(
    '</body>',
    `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">${json}</script>\n</body>`,
  );
}

/**
 * Serves the built web app at / and the admin shell at /admin-dashboard/, each with a single-page fallback: a path
 * that is no file gets the app's index.html, and the app's router decides what it shows (its 404 page included).
 * A path that is none of the web app's pages (@firm/domain isWebPagePath) is answered 404 with that same HTML, so
 * search engines and link checkers see the missing page the visitor sees. Paths under /api/ never fall back: an
 * unknown call is a JSON 404.
 */
export const staticApps = fp(async (app: FastifyInstance, options: StaticAppsPluginOptions) => {
  const hasWeb = existsSync(path.join(options.webDistDir, 'index.html'));
  const hasAdmin = existsSync(path.join(options.adminDistDir, 'index.html'));
  if (!hasWeb && !hasAdmin) {
    app.log.warn('no built web app found; serving the API only (run `pnpm build`)');
  }
  const common = {
    preCompressed: true,
    setHeaders: setAssetHeaders,
    cacheControl: false,
  } as const;

  // Pages are not served as files (index: false): they all go through webPage() below, which adds the canonical link.
  if (hasWeb)
    await app.register(fastifyStatic, { root: options.webDistDir, prefix: '/', index: false, ...common });
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: options.adminDistDir,
      prefix: ADMIN_PREFIX,
      decorateReply: !hasWeb,
      redirect: true,
      ...common,
    });
  }

  const webIndex = hasWeb ? readFileSync(path.join(options.webDistDir, 'index.html'), 'utf8') : '';
  // The app shell with the code every portal page loads named up front (apps/web/scripts/prerender.mjs), when built.
  const portalShellFile = path.join(options.webDistDir, PORTAL_SHELL_FILE);
  const portalShell = existsSync(portalShellFile) ? readFileSync(portalShellFile, 'utf8') : webIndex;
  const prerendered = hasWeb
    ? readPages(path.join(options.webDistDir, 'prerendered'))
    : new Map<string, string>();
  const portalShells = hasWeb
    ? readPages(path.join(options.webDistDir, PORTAL_SHELLS_DIR))
    : new Map<string, string>();
  const compress = createPageCompressor();
  /** The inline scripts each page's HTML holds, as CSP sources: worked out at start, with the pages read. */
  const scriptSources = new Map(
    [webIndex, portalShell, ...prerendered.values(), ...portalShells.values()].map((html) => [
      html,
      inlineScriptSources(html),
    ]),
  );

  /** Lets the page run the inline scripts of its own HTML (a prerendered page's app loader), and no others. */
  function allowInlineScriptsOf(html: string, reply: FastifyReply) {
    const sources = scriptSources.get(html) ?? [];
    const policy = reply.raw.getHeader('content-security-policy');
    if (sources.length > 0 && typeof policy === 'string')
      reply.raw.setHeader('content-security-policy', policyAllowing(policy, sources));
  }

  /**
   * The public answers a page reads first, or none when they cannot be read now: the page then asks the API, and
   * shows its own error state if that fails too.
   */
  async function publicDataOf(
    request: FastifyRequest,
    route: string,
    keys: readonly (keyof ServedData)[],
  ): Promise<ServedData | undefined> {
    try {
      return await options.servedData(keys);
    } catch (error) {
      request.log.warn({ err: error, route }, 'page sent without its data');
      return undefined;
    }
  }

  /**
   * The signed-in reader's own answers a portal page reads first (docs/decisions/025): the API's own calls, made
   * with the access token of the request's session cookie (SPEC §3), so they pass the checks of role, organisation
   * and entitlement the page's own requests would. Only answers the API gave are written in; with no session, an
   * expired token or a refused call, the page asks the API itself, as it would without them. None given, none sent.
   */
  async function readerDataOf(
    request: FastifyRequest,
    keys: readonly ReaderDataKey[],
  ): Promise<ReaderData | undefined> {
    const token = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIES.accessToken.name];
    const claims = token ? await options.accessTokens.verify(token) : null;
    if (!claims) return undefined;
    const reader: ReaderData = { id: claims.userId };
    try {
      await Promise.all(
        keys.map(async (key) => {
          const answer = await app.inject({
            method: 'GET',
            url: READER_DATA_CALLS[key],
            headers: { authorization: `Bearer ${token}` },
          });
          if (answer.statusCode === 200) reader[key] = answer.json();
        }),
      );
      return keys.some((key) => reader[key] !== undefined) ? reader : undefined;
    } catch (error) {
      request.log.warn({ err: error }, 'portal page sent without its reader’s data');
      return undefined;
    }
  }

  /**
   * What a page is sent with: its public answers; on a portal page asked for signed in and without a query, those
   * it reads and the reader's own (a page with `reader` is that reader's alone).
   */
  async function servedDataOf(
    request: FastifyRequest,
    route: string,
    hasQuery: boolean,
  ): Promise<ServedData | undefined> {
    const publicKeys = SERVED_DATA_BY_PAGE[route];
    if (publicKeys) return publicDataOf(request, route, publicKeys);
    const portal = hasQuery ? undefined : READER_DATA_BY_PAGE[route];
    if (!portal) return undefined;
    const [data, reader] = await Promise.all([
      publicDataOf(request, route, portal.served),
      readerDataOf(request, portal.reader),
    ]);
    // A visitor is sent to /login: the page reads nothing.
    return reader ? { ...data, reader } : undefined;
  }

  /**
   * The web app's page for a path: its prerendered HTML when the build made one, else the app shell (the portal's
   * for a /client page); either way naming its canonical URL (the path without its query string), with the answers
   * it reads first (issue 18), compressed when the browser accepts it. A page with a reader's own answers is theirs
   * alone: no cache keeps it.
   */
  async function webPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query] = request.url.split('?');
    const route = withoutTrailingSlashes(pathname);
    const canonical = `${options.publicOrigin(request)}${route}`;
    const shell = isPortalPath(route) ? (portalShells.get(route) ?? portalShell) : webIndex;
    const source = prerendered.get(route) ?? shell;
    allowInlineScriptsOf(source, reply);
    const page = source.replace(
      '</head>',
      `  <link rel="canonical" href="${escapeXml(canonical)}" />\n  </head>`,
    );
    const data = await servedDataOf(request, route, query !== undefined);
    const personal = data?.reader !== undefined;
    const html = data ? withServedData(page, data) : page;
    reply
      .code(isWebPagePath(route) ? 200 : 404)
      .header('Cache-Control', personal ? 'no-store' : 'no-cache')
      .header('Vary', personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    reply.header('Content-Encoding', encoding);
    if (personal) return reply.send(compressPersonalPage(html, encoding));
    // The canonical URL names the page's file and its link: all that makes one page's HTML differ from another's,
    // but for written-in answers, which the digest of the whole page follows.
    const key = data
      ? `${canonical}\u0000${createHash('sha256').update(html).digest('base64url')}`
      : canonical;
    return reply.send(compress(key, html, encoding));
  }

  function sendAdminIndex(reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', options.adminDistDir);
  }

  if (hasWeb) app.get('/', (request, reply) => webPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !url.startsWith('/api/')) {
      if (hasAdmin && (url === '/admin-dashboard' || url.startsWith(ADMIN_PREFIX)))
        return sendAdminIndex(reply);
      if (hasWeb) return webPage(request, reply);
    }
    return reply.code(404).send({ status: false, message: 'Not found.' });
  });
});
