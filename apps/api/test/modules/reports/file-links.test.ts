import { describe, expect, it } from 'vitest';
import { createFileLinks } from '../../../src/modules/reports/file-links.js';
import { FILE_LINK_TTL_SECONDS } from '../../../src/platform/signing/link-signer.js';
import { createTestClock } from '../../support/clock.js';

describe('signed file links', () => {
  const link = { reportId: 7, operation: 'view' as const, userId: '0b7c6a1e-3f49-4c1e-9a52-2b1d3c4e5f60' };

  function linksAt(seconds: number, secret = 's'.repeat(32)) {
    return createFileLinks({ secret, clock: createTestClock(new Date(seconds * 1000)) });
  }

  it('holds for 5 minutes, then expires', () => {
    const query = linksAt(1_000).create(link);
    const signed = { ...link, expires: Number(query.get('expires')) };
    expect(signed.expires).toBe(1_000 + FILE_LINK_TTL_SECONDS);
    expect(linksAt(1_000 + 299).verify(signed, query.get('signature')!)).toBe(true);
    expect(linksAt(1_000 + 300).verify(signed, query.get('signature')!)).toBe(true);
    expect(linksAt(1_000 + 301).verify(signed, query.get('signature')!)).toBe(false);
  });

  it('is worthless with another server secret', () => {
    const query = linksAt(1_000).create(link);
    const signed = { ...link, expires: Number(query.get('expires')) };
    expect(linksAt(1_000, 't'.repeat(32)).verify(signed, query.get('signature')!)).toBe(false);
  });
});
