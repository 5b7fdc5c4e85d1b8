import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/env.js';
import { publicOriginOf } from '../../src/platform/http/public-origin.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { addOrganisation, addReport, bearerHeaders, subscribe } from '../support/report-fixtures.js';

/**
 * Issue 14, point 9: the absolute links the site answers with (canonical links, robots.txt, sitemap.xml, signed
 * file links) name PUBLIC_URL, or the request's own host only when it is an allowed one; never a Host header a
 * client made up.
 */
let dir: string;
let allowed: TestApp;
let configured: TestApp;
/** A report each app's client may open, for its file links. */
const reportIds = new Map<TestApp, number>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'firm-host-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const staticApps = { webDistDir: dir, adminDistDir: path.join(dir, 'no-admin') };
  allowed = await createTestApp({ staticApps, allowedHosts: ['www.softline.test', 'softline.test:8080'] });
  configured = await createTestApp({ staticApps, publicUrl: 'https://www.softline.example/' });
  for (const t of [allowed, configured]) {
    reportIds.set(
      t,
      await addReport(t.database.db, t.files, { type: 'Coffee Weekly Report', name: 'Coffee' }),
    );
    const { tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
    await subscribe(t.database.db, tenantId, 'Coffee Weekly Report');
  }
});
afterAll(async () => {
  await allowed?.close();
  await configured?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every absolute link the site answers a request with that carries these headers. */
async function linksFor(t: TestApp, headers: Record<string, string>) {
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
  const page = await t.app.inject({ method: 'GET', url: '/contact', headers });
  const fileLink = await t.app.inject({
    method: 'POST',
    url: '/api/reports/generate-presigned-url/',
    headers: { ...headers, ...(await bearerHeaders(t.app, 'ana@roasters.test')) },
    payload: { id: reportIds.get(t), operation: 'view' },
  });
  return {
    sitemapLine: /^Sitemap: (.*)$/m.exec(robots.body)?.[1],
    sitemapLocs: [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1],
    fileLink: fileLink.json<{ url: string }>().url,
  };
}

function expectEveryLinkOn(links: Awaited<ReturnType<typeof linksFor>>, origin: string) {
  expect(links.sitemapLine).toBe(`${origin}/sitemap.xml`);
  expect(links.sitemapLocs.length).toBeGreaterThan(0);
  for (const loc of links.sitemapLocs) expect(new URL(loc!).origin).toBe(origin);
  expect(links.canonical).toBe(`${origin}/contact`);
  expect(new URL(links.fileLink).origin).toBe(origin);
}

describe('absolute links and the Host header', () => {
  it('answers a request for Host: evil.example with links on the first allowed host', async () => {
    expectEveryLinkOn(await linksFor(allowed, { host: 'evil.example' }), 'http://www.softline.test');
  });

  it('names an allowed host that a request came to', async () => {
    expectEveryLinkOn(await linksFor(allowed, { host: 'softline.test:8080' }), 'http://softline.test:8080');
    expectEveryLinkOn(await linksFor(allowed, { host: 'WWW.softline.test' }), 'http://www.softline.test');
  });

  it('keeps to the allowed hosts whatever a Host header smuggles', async () => {
    for (const host of [
      'www.softline.test@evil.example',
      'softline.test:8080.evil.example',
      'softline.test',
    ]) {
      expectEveryLinkOn(await linksFor(allowed, { host }), 'http://www.softline.test');
    }
    // X-Forwarded-Host is believed only from a trusted proxy, and none is here.
    expectEveryLinkOn(
      await linksFor(allowed, { host: 'softline.test:8080', 'x-forwarded-host': 'evil.example' }),
      'http://softline.test:8080',
    );
  });

  it('refuses an allowed host that is no host name, in the app as in ALLOWED_HOSTS', () => {
    for (const host of ['www.softline.test/path', 'user@www.softline.test', 'http://www.softline.test']) {
      expect(() => publicOriginOf({ allowedHosts: [host] })).toThrow(`not a host: ${host}`);
      expect(() => loadServerConfig({ ALLOWED_HOSTS: host })).toThrow(`not a host: ${host}`);
    }
  });

  it('answers every request with links on PUBLIC_URL when it is set', async () => {
    expectEveryLinkOn(await linksFor(configured, { host: 'evil.example' }), 'https://www.softline.example');
    expectEveryLinkOn(
      await linksFor(configured, { host: 'www.softline.test' }),
      'https://www.softline.example',
    );
  });
});
