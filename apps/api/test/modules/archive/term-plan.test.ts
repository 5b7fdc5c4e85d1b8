import { describe, expect, it } from 'vitest';
import { termPlanOf } from '../../../src/modules/archive/term-plan.js';

/** How report_terms answers each way Postgres prints a web search (docs/decisions/039). */
describe('the term plan of a printed tsquery', () => {
  it('reads words, AND, OR, negation and phrases by Postgres’s precedence', () => {
    expect(termPlanOf("'frost'")).toEqual({ kind: 'term', lexeme: 'frost' });
    expect(termPlanOf("'sugar' & 'price'")).toEqual({
      kind: 'and',
      all: [
        { kind: 'term', lexeme: 'sugar' },
        { kind: 'term', lexeme: 'price' },
      ],
      none: [],
    });
    expect(termPlanOf("'cocoa' | 'coffe' & 'rain'")).toEqual({
      kind: 'or',
      any: [
        { kind: 'term', lexeme: 'cocoa' },
        {
          kind: 'and',
          all: [
            { kind: 'term', lexeme: 'coffe' },
            { kind: 'term', lexeme: 'rain' },
          ],
          none: [],
        },
      ],
    });
    expect(termPlanOf("'coffe' & !'brazil'")).toEqual({
      kind: 'and',
      all: [{ kind: 'term', lexeme: 'coffe' }],
      none: [{ kind: 'term', lexeme: 'brazil' }],
    });
    expect(termPlanOf("'frost' <-> 'damag' <2> 'mina' <-> 'gerai' & !( 'price' <-> 'rise' )")).toEqual({
      kind: 'and',
      all: [
        {
          kind: 'phrase',
          lexemes: ['frost', 'damag', 'mina', 'gerai'],
          query: "'frost' <-> 'damag' <2> 'mina' <-> 'gerai'",
          pairs: [
            ['frost', 'damag'],
            ['mina', 'gerai'],
          ],
          byPairs: false,
        },
      ],
      none: [
        {
          kind: 'phrase',
          lexemes: ['price', 'rise'],
          query: "'price' <-> 'rise'",
          pairs: [['price', 'rise']],
          byPairs: true,
        },
      ],
    });
  });

  it('answers a phrase of two words next to each other by their pair alone; a gap or a third word needs vectors', () => {
    expect(termPlanOf("'market' <-> 'stock'")).toMatchObject({ pairs: [['market', 'stock']], byPairs: true });
    expect(termPlanOf("'price' <-> 'price'")).toMatchObject({ pairs: [['price', 'price']], byPairs: true });
    // "damage in Minas": a common word left out between them, so no pair is known, only both words.
    expect(termPlanOf("'damag' <2> 'mina'")).toMatchObject({ pairs: [], byPairs: false });
    expect(termPlanOf("'a' <-> 'b' <-> 'c'")).toMatchObject({
      pairs: [
        ['a', 'b'],
        ['b', 'c'],
      ],
      byPairs: false,
    });
  });

  it('keeps quotes and backslashes of a lexeme as Postgres printed them', () => {
    expect(termPlanOf("'o''neil' & 'a\\\\b'")).toMatchObject({
      all: [
        { kind: 'term', lexeme: "o'neil" },
        { kind: 'term', lexeme: 'a\\b' },
      ],
    });
  });

  it('leaves to the search vectors what report_terms cannot answer alone', () => {
    // Only words that must not appear: nearly every report.
    expect(termPlanOf("!'coffe'")).toBeNull();
    expect(termPlanOf("'cocoa' | !'coffe'")).toBeNull();
    // A phrase of groups, a prefix or a weight (not made by a web search), nothing at all.
    expect(termPlanOf("( 'a' | 'b' ) <-> 'c'")).toBeNull();
    expect(termPlanOf("'coff':*")).toBeNull();
    expect(termPlanOf("'coffe':A")).toBeNull();
    expect(termPlanOf('')).toBeNull();
  });
});
