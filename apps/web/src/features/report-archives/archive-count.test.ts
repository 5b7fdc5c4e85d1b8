import { describe, expect, it } from 'vitest';
import { archiveCountLabel } from './archive-count';

describe('the count of an archive search', () => {
  it.each([
    [1, false, '1 report found'],
    [12, false, '12 reports found'],
    [100, true, 'More than 100 reports found'],
  ])('%i (capped: %s) reads %j', (count, capped, label) => {
    expect(archiveCountLabel(count, capped)).toBe(label);
  });
});
