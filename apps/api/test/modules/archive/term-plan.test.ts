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
        },
      ],
      none: [{ kind: 'phrase', lexemes: ['price', 'rise'], query: "'price' <-> 'rise'" }],
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
