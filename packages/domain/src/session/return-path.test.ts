import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('the return path after sign-in (no open redirect)', () => {
  it.each([
    '/',
    '/reports',
    '/report-archives',
    '/client',
    '/client/report-archives',
    '/services/reports',
    '/checkout',
  ])('keeps the same-site page %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/reports',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/reports//evil',
    'reports',
    '',
    '/client/../admin-dashboard',
    '/admin-dashboard',
    '/login',
    '/registration',
    '/success-page',
    '/reports?x=1',
    '/reports#top',
    '/reportsx',
    '/services/',
    ' /reports',
    '/reports\n',
  ])('drops %j', (path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });

  it('drops what is not a string, or too long', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(['/reports'])).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(`/client/${'a'.repeat(300)}`)).toBeUndefined();
  });
});
