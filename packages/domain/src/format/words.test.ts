import { describe, expect, it } from 'vitest';
import { SUMMARY_WORDS, truncateWords } from './words.js';

describe('SPEC §9 summary truncation', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps a summary of up to 50 words whole', () => {
    expect(truncateWords(words(50), SUMMARY_WORDS.library)).toBe(words(50));
  });

  it('cuts the 51st word and marks the cut', () => {
    expect(truncateWords(words(51), SUMMARY_WORDS.library)).toBe(`${words(50)}…`);
  });

  it('cuts archive summaries at 100 words and folds whitespace', () => {
    expect(truncateWords(`  ${words(120).replaceAll(' ', ' \n ')}`, SUMMARY_WORDS.archives)).toBe(
      `${words(100)}…`,
    );
  });
});
