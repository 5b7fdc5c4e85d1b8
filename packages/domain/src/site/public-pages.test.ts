import { describe, expect, it } from 'vitest';
import { isWebPagePath, PUBLIC_PAGE_PATHS, withoutTrailingSlashes } from './public-pages.js';

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

describe('web app pages (which paths answer 200)', () => {
  it.each([
    ...PUBLIC_PAGE_PATHS,
    '/about/reports-individual',
    '/login',
    '/client',
    '/client/profile',
    '/client/profile/billing',
    '/success-page',
  ])('%s is a page', (path) => {
    expect(isWebPagePath(path)).toBe(true);
  });

  it('has the invitation page for a token of the invitation shape only (issue 15)', () => {
    const token = 'A'.repeat(20) + '_-' + 'z9'.repeat(10) + 'b';
    expect(token).toHaveLength(43);
    expect(isWebPagePath(`/invitation/${token}`)).toBe(true);
    expect(isWebPagePath(`/invitation/${token}/`)).toBe(true);
    expect(isWebPagePath('/invitation/')).toBe(false);
    expect(isWebPagePath('/invitation')).toBe(false);
    expect(isWebPagePath(`/invitation/${token}x`)).toBe(false);
    expect(isWebPagePath(`/invitation/${token.slice(1)}.`)).toBe(false);
    expect(isWebPagePath(`/invitation/${token}/more`)).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isWebPagePath('/contact/')).toBe(true);
    expect(isWebPagePath('/about/leadership//')).toBe(true);
    expect(isWebPagePath('/client/')).toBe(true);
  });

  it('takes trailing slashes off in one pass, however many slashes a crafted path holds (issue 14)', () => {
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('/contact///')).toBe('/contact');
    expect(withoutTrailingSlashes('//')).toBe('');
    expect(withoutTrailingSlashes('/a/b')).toBe('/a/b');
    // A bare /\/+$/ retries at each of these slashes: seconds for one request.
    const crafted = `${'/'.repeat(100_000)}x`;
    expect(withoutTrailingSlashes(crafted)).toBe(crafted);
    expect(isWebPagePath(crafted)).toBe(false);
  });

  it.each([
    '/nothing',
    '/about',
    '/about/',
    '/about/nothing',
    '/about/leadership/more',
    '/services',
    '/services/nothing',
    '/client/nothing',
    '/client/profile/x',
    '/contact.html',
    '/CONTACT',
    '/api/reports/',
  ])('%s is not a page', (path) => {
    expect(isWebPagePath(path)).toBe(false);
  });
});
