import { describe, expect, it } from 'vitest';
import { reconnectDelaySeconds } from '../../../src/platform/database/database.js';

describe('the pool’s reconnect delay (issue 45)', () => {
  it('stays under a quarter of a second however many connections failed, so waiting queries fail fast', () => {
    for (const failures of [0, 1, 3, 10, 100]) {
      const delay = reconnectDelaySeconds(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(0.25);
    }
  });
});
