import { describe, expect, it } from 'vitest';
import { readPasswordResetSearch } from './password-reset-search';

const TOKEN = 'A'.repeat(40) + '-_9';

describe("the reset page's URL", () => {
  it("keeps a staff invitation's reset token", () => {
    expect(readPasswordResetSearch({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('ignores anything that is not one', () => {
    for (const token of ['short', `${TOKEN}x`, 'A'.repeat(42) + '!', 42])
      expect(readPasswordResetSearch({ token })).toEqual({ token: undefined });
    expect(readPasswordResetSearch({})).toEqual({});
  });
});
