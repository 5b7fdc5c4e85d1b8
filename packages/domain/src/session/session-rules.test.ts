import { describe, expect, it } from 'vitest';
import { canAddToCart, canBookmark, isClientSession } from './session-rules.js';

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

  it('only a client session loads a cart and report access: never an admin, nor a session without a user type', () => {
    expect(isClientSession({ ...FULL, userType: 'client' })).toBe(true);
    expect(isClientSession({ ...FULL, userType: 'admin' })).toBe(false);
    expect(isClientSession({ ...FULL, userType: 'staff' })).toBe(false);
    expect(isClientSession(FULL)).toBe(false);
    expect(isClientSession({ ...FULL, userType: 'client', accessToken: undefined })).toBe(false);
  });
});
