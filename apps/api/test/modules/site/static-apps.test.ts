import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SERVED_DATA_ELEMENT_ID,
  SESSION_COOKIES,
  type CartResponse,
  type LibraryResponse,
  type ReportType,
  type ServedData,
} from '@firm/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueRepository } from '../../../src/modules/catalogue/repository.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { bearerHeaders } from '../../support/report-fixtures.js';

let dir: string;
let t: TestApp;
/** A prerendered page's inline app loader (apps/web/scripts/app-loader.mjs). */
const APP_LOADER =
  "document.head.append(Object.assign(document.createElement('script'), { src: '/assets/main-abc123.js' }))";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'firm-static-'));
  const web = path.join(dir, 'web');
  const admin = path.join(dir, 'admin');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(admin, { recursive: true });
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>web app</title></head><body></body></html>',
  );
  await writeFile(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(web, 'prerendered', 'about', 'leadership'), { recursive: true });
  await writeFile(
    path.join(web, 'prerendered', 'about', 'leadership', 'index.html'),
    `<!doctype html><html><head><title>Leadership</title><script>${APP_LOADER}</script></head><body><h1>Our founder</h1></body></html>`,
  );
  await writeFile(
    path.join(web, 'prerendered', 'index.html'),
    '<!doctype html><html><head><title>Home</title></head><body><h1>Prerendered home</h1></body></html>',
  );
  await writeFile(
    path.join(web, 'portal-shell.html'),
    '<!doctype html><html><head><title>web app</title><link rel="modulepreload" href="/assets/queries.js"></head><body></body></html>',
  );
  await mkdir(path.join(web, 'portal-shells', 'client', 'report-library'), { recursive: true });
  await writeFile(
    path.join(web, 'portal-shells', 'client', 'report-library', 'index.html'),
    '<!doctype html><html><head><title>web app</title><link rel="modulepreload" href="/assets/queries.js"><link rel="modulepreload" href="/assets/report-library.js"></head><body></body></html>',
  );
  await writeFile(path.join(admin, 'index.html'), '<!doctype html><title>admin shell</title>');
  t = await createTestApp({
    staticApps: { webDistDir: web, adminDistDir: admin },
    allowedHosts: ['softline.test'],
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const SERVED = new RegExp(
  `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">(.*?)</script>`,
  's',
);
/** The answers written into a page, or undefined when it was sent without. */
const servedIn = (html: string): ServedData | undefined => {
  const json = SERVED.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as ServedData);
};

describe('one process serves the web app, the admin shell and the API', () => {
  it('serves the web app at / and revalidates the page on every visit', async () => {
    const response = await get('/');
    expect(response.body).toContain('Prerendered home');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/about/leadership', '/about/leadership/', '/about/leadership?tab=1'])(
    'sends the prerendered page of %s, with its content before any script runs',
    async (url) => {
      const response = await get(url);
      expect(response.body).toContain('<h1>Our founder</h1>');
      expect(response.body).toContain('/about/leadership" />');
    },
  );

  it.each(['/client', '/client/report-library', '/client/profile/billing?x=1'])(
    'sends a portal page (%s) the shell that preloads the portal’s code',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<link rel="modulepreload" href="/assets/queries.js">');
    },
  );

  it.each(['/client/report-library', '/client/report-library/?page=2'])(
    'sends %s the shell of its own, which preloads the page’s code too',
    async (url) => {
      const { body } = await get(url);
      expect(body).toContain('<link rel="modulepreload" href="/assets/queries.js">');
      expect(body).toContain('<link rel="modulepreload" href="/assets/report-library.js">');
    },
  );

  it.each(['/client', '/client/profile'])(
    'sends %s the portal shell without another page’s code',
    async (url) => {
      expect((await get(url)).body).not.toContain('report-library.js');
    },
  );

  it.each(['/checkout', '/clients', '/no-such-page'])('sends %s the plain app shell', async (url) => {
    const response = await get(url);
    expect(response.body).toContain('<title>web app</title>');
    expect(response.body).not.toContain('modulepreload');
  });

  it('names each page its canonical URL, without the query string', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'softline.test' } });
    expect(home.body).toContain('<link rel="canonical" href="http://softline.test/" />');
    const about = await t.app.inject({
      method: 'GET',
      url: '/about/leadership?ref=x',
      headers: { host: 'softline.test' },
    });
    expect(about.body).toContain('<link rel="canonical" href="http://softline.test/about/leadership" />');
  });

  it('escapes what a request path could smuggle into the canonical link', async () => {
    const response = await get('/"><script>alert(1)</script>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/client',
    '/client/',
    '/client/profile',
    '/login?next=x',
    '/contact/',
    '/about/reports-individual',
  ])('falls back to the web app for the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('web app');
  });

  it.each([
    '/no/such/page',
    '/nothing',
    '/about/nothing',
    '/services/nothing/',
    '/client/nothing',
    '/contact.php',
  ])('answers 404 for %s, with the web app so it shows its own 404 page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('web app');
  });

  it('answers 200 for prerendered pages, with or without a trailing slash', async () => {
    expect((await get('/about/leadership/')).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
  });

  it('answers 200 for an invitation link (issue 15), and 404 for what cannot be one', async () => {
    const token = `${'Ab9_-'.repeat(8)}xyz`;
    const response = await get(`/invitation/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('web app');
    expect((await get(`/invitation/${token}/`)).statusCode).toBe(200);
    expect((await get('/invitation/short')).statusCode).toBe(404);
    expect((await get('/invitation/')).statusCode).toBe(404);
  });

  it.each(['/admin-dashboard/', '/admin-dashboard/tenants'])('serves the admin shell at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('admin shell');
  });

  it('keeps unknown API paths out of the fallback', async () => {
    const response = await get('/api/unknown/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found.' });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a page compressed with %s when the browser accepts it, the same page',
    async (coding, decode) => {
      const plain = await get('/about/leadership');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const response = await t.app.inject({
        method: 'GET',
        url: '/about/leadership',
        headers: { 'accept-encoding': coding === 'br' ? 'gzip, deflate, br' : 'gzip, br;q=0' },
      });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    },
  );

  it('sends security headers', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a prerendered page run the inline script of its own HTML, by its digest, and no other script (issue 18)', async () => {
    const digest = createHash('sha256').update(APP_LOADER).digest('base64');
    const policy = (await get('/about/leadership')).headers['content-security-policy'];
    const scriptSources = String(policy)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' 'sha256-${digest}'`);
    expect(policy).toContain("script-src-attr 'none'");
    // Pages without an inline script, the one with the answers written in as data among them, are allowed none.
    for (const page of ['/', '/reports', '/client/report-library'])
      expect((await get(page)).headers['content-security-policy'], page).not.toContain('sha256-');
  });

  it("sends a hashed asset with a year's caching and only the headers an asset uses (issue 18)", async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentHeader of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
      expect(response.headers[documentHeader]).toBeUndefined();
    // Never revalidated, so no validators.
    for (const validator of ['etag', 'last-modified', 'accept-ranges'])
      expect(response.headers[validator]).toBeUndefined();
  });

  it('lets a file without a hash in its name be revalidated by its validator', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('a page that reads public data first is sent with it (issue 18)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The catalogue as one top-level report type, its first, with `changes`: as if staff had just edited it. */
  const catalogueNow = (changes: { title: string }) => {
    const read = catalogueRepository.allReportTypes.bind(catalogueRepository);
    vi.spyOn(catalogueRepository, 'allReportTypes').mockImplementation(async (db) => {
      const [first] = await read(db);
      return [{ ...first!, ...changes, parentId: null }];
    });
  };

  it('writes the catalogue into /reports as the API answers it now', async () => {
    const [page, types, descriptions] = await Promise.all([
      get('/reports'),
      get('/api/reports/report-types'),
      get('/api/reports/report-type-descriptions/'),
    ]);
    expect(page.statusCode).toBe(200);
    expect(servedIn(page.body)).toEqual({
      reportTypes: types.json<{ data: { results: ReportType[] } }>().data.results,
      reportTypeDescriptions: descriptions.json<{ data: unknown }>().data,
    });
    expect(servedIn(page.body)?.reportTypes?.length).toBeGreaterThan(0);
  });

  it('writes the archive’s first page into /individual-reports as the API answers it now (issue 44)', async () => {
    const [page, archive] = await Promise.all([get('/individual-reports'), get('/api/reports/archived/')]);
    expect(page.statusCode).toBe(200);
    expect(servedIn(page.body)).toEqual({ archivedReports: archive.json() });
    expect(servedIn(page.body)?.archivedReports?.data.length).toBeGreaterThan(0);
  });

  it.each(['/courses', '/services/courses'])(
    'writes the course sessions to come into %s as the API answers them now (issue 44)',
    async (url) => {
      const [page, sessions] = await Promise.all([get(url), get('/api/courses/sessions/')]);
      expect(page.statusCode).toBe(200);
      expect(servedIn(page.body)).toEqual({ courseSessions: sessions.json().data });
    },
  );

  it('writes only the report types into /report-archives, whatever its search', async () => {
    const page = await get('/report-archives/?query=coffee');
    expect(Object.keys(servedIn(page.body) ?? {})).toEqual(['reportTypes']);
  });

  it.each(['/', '/about/leadership', '/client/report-library', '/no/such/page'])(
    'sends %s without data',
    async (url) => {
      expect(servedIn((await get(url)).body)).toBeUndefined();
    },
  );

  it('escapes the data so no text in it can close the element or open another', async () => {
    catalogueNow({ title: '</script><script>alert(1)</script><!--' });
    const page = await get('/report-archives');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--');
    expect(servedIn(page.body)?.reportTypes?.[0]?.title).toBe('</script><script>alert(1)</script><!--');
  });

  it('follows a change of the catalogue in the compressed page too', async () => {
    const [first] = await t.services.catalogue.tree();
    const fetchCompressed = async () =>
      gunzipSync(
        (
          await t.app.inject({
            method: 'GET',
            url: '/report-archives',
            headers: { 'accept-encoding': 'gzip' },
          })
        ).rawPayload,
      ).toString('utf8');
    const before = servedIn(await fetchCompressed());
    catalogueNow({ title: 'Renamed' });
    const after = servedIn(await fetchCompressed());
    expect(before?.reportTypes?.[0]?.title).toBe(first!.title);
    expect(after?.reportTypes?.map((type) => type.title)).toEqual(['Renamed']);
  });

  it('sends the page without its data when the data cannot be read: the page asks the API itself', async () => {
    vi.spyOn(catalogueRepository, 'allReportTypes').mockRejectedValue(new Error('connection lost'));
    const page = await get('/reports');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('web app');
    expect(servedIn(page.body)).toBeUndefined();
  });
});

describe('a portal page asked for signed in is sent with its reader’s data (issue 18, decision 025)', () => {
  const tokenOf = (headers: { authorization: string }) => headers.authorization.replace('Bearer ', '');
  const withSession = (token: string, extra: Record<string, string> = {}) => ({
    cookie: `${SESSION_COOKIES.email.name}=client%40softline.test; ${SESSION_COOKIES.accessToken.name}=${token}`,
    ...extra,
  });
  const clientHeaders = () =>
    bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password);

  it('writes the library’s first page, the cart and the last visit, as the API answers them to that reader now', async () => {
    const headers = await clientHeaders();
    const [page, library, cart, lastVisit, types] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/client/report-library', headers: withSession(tokenOf(headers)) }),
      t.app.inject({ method: 'GET', url: '/api/reports/report/acess/?page=1', headers }),
      t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers }),
      t.app.inject({ method: 'GET', url: '/api/accounts/last-visit/', headers }),
      get('/api/reports/report-types'),
    ]);
    const served = servedIn(page.body);
    expect(page.statusCode).toBe(200);
    expect(served?.reader?.library).toEqual(library.json<LibraryResponse>());
    expect(served?.reader?.library?.data.length).toBeGreaterThan(0);
    expect(served?.reader?.cart).toEqual(cart.json<CartResponse>());
    expect(served?.reader?.lastVisit).toEqual(lastVisit.json());
    expect(served?.reportTypes).toEqual(types.json<{ data: { results: ReportType[] } }>().data.results);
    const claims = await t.services.accessTokens.verify(tokenOf(headers));
    expect(served?.reader?.id).toBe(claims?.userId);
  });

  it('keeps the page out of every cache, and compresses it for this answer alone', async () => {
    const token = tokenOf(await clientHeaders());
    const page = await t.app.inject({
      method: 'GET',
      url: '/client/report-library',
      headers: withSession(token, { 'accept-encoding': 'br' }),
    });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toContain('Cookie');
    expect(servedIn(brotliDecompressSync(page.rawPayload).toString('utf8'))?.reader?.library).toBeDefined();
  });

  it.each([
    ['no session', undefined],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['a token that is no token', 'not-a-token'],
  ])('writes nothing for %s: the page signs in or refreshes as it would', async (_, token) => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/client/report-library',
      headers: token === undefined ? {} : withSession(token),
    });
    expect(page.statusCode).toBe(200);
    expect(servedIn(page.body)).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('writes nothing for the token of a session that has ended', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: TEST_ACCOUNTS.demoClient,
    });
    const { access, refresh } = login.json<{ data: { access: string; refresh: string } }>().data;
    const logout = await t.app.inject({ method: 'POST', url: '/api/accounts/logout/', payload: { refresh } });
    expect(logout.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/client/report-library',
      headers: withSession(access),
    });
    expect(servedIn(page.body)).toBeUndefined();
  });

  it('leaves out an answer the API could not give, and sends the page all the same', async () => {
    const token = tokenOf(await clientHeaders());
    const failing = vi
      .spyOn(t.services.reports, 'library')
      .mockRejectedValueOnce(new Error('connection lost'));
    const page = await t.app.inject({
      method: 'GET',
      url: '/client/report-library',
      headers: withSession(token),
    });
    failing.mockRestore();
    expect(page.statusCode).toBe(200);
    expect(servedIn(page.body)?.reader?.library).toBeUndefined();
    expect(servedIn(page.body)?.reader?.cart).toBeDefined();
  });

  it('writes nothing when the API gives the caller nothing: an admin has no library and no cart', async () => {
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const page = await t.app.inject({
      method: 'GET',
      url: '/client/report-library',
      headers: withSession(tokenOf(admin)),
    });
    expect(servedIn(page.body)).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/client/report-library?page=2', '/client/profile', '/reports'])(
    'writes no reader’s data into %s',
    async (url) => {
      const token = tokenOf(await clientHeaders());
      const page = await t.app.inject({ method: 'GET', url, headers: withSession(token) });
      expect(servedIn(page.body)?.reader).toBeUndefined();
    },
  );
});
