import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from './public-pages.js';

describe('public pages (sitemap)', () => {
  it('lists every public route of SPEC §2 once, and the archive search for visitors (SPEC §6)', () => {
    expect(PUBLIC_PAGE_PATHS).toHaveLength(18);
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(PUBLIC_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/about/travel-map',
        '/services/speaking-events',
        '/contact',
        '/privacy-policy',
        '/report-archives',
      ]),
    );
  });

  it('leaves out pages that are not content', () => {
    for (const path of ['/login', '/registration', '/checkout', '/client', '/success-page']) {
      expect(PUBLIC_PAGE_PATHS).not.toContain(path);
    }
  });
});
