import { describe, expect, it } from 'vitest';
import { reportCardBadge } from './report-card-badge';

describe('report card badge', () => {
  it('reads Expired once the subscription has ended', () => {
    expect(reportCardBadge('expired')).toBe('Expired');
  });

  it.each(['active', null] as const)('shows none for %j', (status) => {
    expect(reportCardBadge(status)).toBeUndefined();
  });

  it('reads New when the report came after the previous visit, unless the subscription has ended', () => {
    expect(reportCardBadge('active', true)).toBe('New');
    expect(reportCardBadge(null, true)).toBe('New');
    expect(reportCardBadge('expired', true)).toBe('Expired');
  });
});
