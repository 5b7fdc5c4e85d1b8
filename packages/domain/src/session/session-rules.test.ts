import { describe, expect, it } from 'vitest';
import { canAddToCart, canBookmark } from './session-rules.js';

const FULL = { id: 'u1', accessToken: 'a', refreshToken: 'r', email: 'dana@example.com', userName: 'Dana' };

describe('SPEC §5: what needs a stored session', () => {
  it('bookmarking needs the id, both tokens and the email', () => {
    expect(canBookmark(FULL)).toBe(true);
    for (const key of ['id', 'accessToken', 'refreshToken', 'email'] as const) {
      expect(canBookmark({ ...FULL, [key]: undefined })).toBe(false);
    }
    expect(canBookmark({})).toBe(false);
  });

  it('adding to the cart needs the id and both tokens, not the email', () => {
    expect(canAddToCart({ ...FULL, email: undefined })).toBe(true);
    expect(canAddToCart({ ...FULL, refreshToken: undefined })).toBe(false);
    expect(canAddToCart({ ...FULL, id: '' })).toBe(false);
  });
});
