import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('writes file sizes as people read them', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });
});
