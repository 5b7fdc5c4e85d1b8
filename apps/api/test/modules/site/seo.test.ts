import { PUBLIC_PAGE_PATHS } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.js';

let t: TestApp;
let configured: TestApp;

beforeAll(async () => {
  t = await createTestApp({ allowedHosts: ['softline.test'] });
  configured = await createTestApp({ publicUrl: 'https://www.softline.example/' });
});
afterAll(async () => {
  await t.close();
  await configured.close();
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps the private areas out and names the sitemap', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'softline.test' },
    });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /client');
    expect(response.body).toContain('Sitemap: http://softline.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page with absolute URLs on the configured origin', async () => {
    const response = await configured.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PUBLIC_PAGE_PATHS.map((path) => `https://www.softline.example${path}`));
  });

  it('keeps a forged Host header from injecting markup', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil"<x>' },
    });
    expect(response.body).not.toContain('<x>');
  });
});
