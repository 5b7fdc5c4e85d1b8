import { describe, expect, it } from 'vitest';
import { highlightsOf, positiveWords } from '../../../src/modules/archive/highlights.js';

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
