import { describe, expect, it } from 'vitest';
import { clipHighlight, highlightsOf, positiveWords } from '../../../src/modules/archive/highlights.js';

const S = '\uE000';
const E = '\uE001';
const LT = '\uE002';
const F = '\uE003';

describe('highlightsOf (ts_headline markers to text and match ranges, DESIGN §4)', () => {
  it.each([
    ['', []],
    ['no match here', [{ text: 'no match here', matches: [] }]],
    [
      `${S}Frost${E} ${S}damage${E} in Minas`,
      [
        {
          text: 'Frost damage in Minas',
          matches: [
            { start: 0, end: 5 },
            { start: 6, end: 12 },
          ],
        },
      ],
    ],
    [
      `a\n\n  ${S}crop${E}\tfell ${F} later ${S}crop${E} rose  `,
      [
        { text: 'a crop fell', matches: [{ start: 2, end: 6 }] },
        { text: 'later crop rose', matches: [{ start: 6, end: 10 }] },
      ],
    ],
    [`${LT}b>${S}Ethanol${E}${LT}/b>`, [{ text: '<b>Ethanol</b>', matches: [{ start: 3, end: 10 }] }]],
    [`${S}${E}empty ${S}open`, [{ text: 'empty open', matches: [] }]],
  ])('reads %j', (headline, highlights) => {
    expect(highlightsOf(headline)).toEqual(highlights);
  });
});

describe('positiveWords (the words a search looks for, for choosing passages)', () => {
  it.each([
    ['frost', ['frost']],
    ['"frost damage" OR drought -brazil', ['frost', 'damage', 'drought']],
    ['-"frost damage" arabica', ['arabica']],
    ['"unclosed phrase', ['unclosed', 'phrase']],
    ['ICE-certified stocks', ['ICE-certified', 'stocks']],
    ['"coffee OR tea"', ['coffee', 'tea']],
    ['-frost', []],
    ['!!! ---', []],
  ])('%j → %j', (search, words) => {
    expect(positiveWords(search)).toEqual(words);
  });
});

describe('clipHighlight (a short passage for a result the caller cannot open)', () => {
  const numbered = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');
  /** Where a whole word is in the text. */
  const rangeOf = (text: string, word: string) => {
    const start = ` ${text} `.indexOf(` ${word} `);
    return { start, end: start + word.length };
  };
  const marked = ({ text, matches }: { text: string; matches: { start: number; end: number }[] }) =>
    matches.map((match) => text.slice(match.start, match.end));

  it('keeps a highlight of at most that many words as it is', () => {
    const highlight = { text: numbered(5), matches: [rangeOf(numbered(5), 'w3')] };
    expect(clipHighlight(highlight, 5)).toBe(highlight);
  });

  it('cuts a longer one to that many words around its first match, a third of the way in', () => {
    const text = numbered(30);
    const clipped = clipHighlight({ text, matches: [rangeOf(text, 'w15'), rangeOf(text, 'w25')] }, 6);
    expect(clipped).toEqual({ text: 'w13 w14 w15 w16 w17 w18', matches: [{ start: 8, end: 11 }] });
  });

  it('counts symbols as words, and keeps a match near the end whole', () => {
    const text = `${numbered(29)} frost & hail`;
    const clipped = clipHighlight({ text, matches: [rangeOf(text, 'frost'), rangeOf(text, 'hail')] }, 6);
    expect(clipped.text).toBe('w27 w28 w29 frost & hail');
    expect(marked(clipped)).toEqual(['frost', 'hail']);
  });

  it('starts at the beginning when nothing is marked', () => {
    expect(clipHighlight({ text: numbered(30), matches: [] }, 4)).toEqual({
      text: 'w1 w2 w3 w4',
      matches: [],
    });
  });
});
