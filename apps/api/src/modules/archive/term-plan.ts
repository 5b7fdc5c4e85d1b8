/**
 * A search as report_terms can answer it (docs/decisions/039): Postgres's reading of the search (its tsquery, as
 * printed) rebuilt as words that must, may or must not appear, and phrases. report_terms holds every lexeme of every
 * report with the rank a search for it alone gives, so which reports match is read from its index alone, and a
 * match's relevance is the sum of its words' ranks; only a phrase's word order needs the candidates' vectors.
 */
export type TermPlan =
  | { kind: 'term'; lexeme: string }
  /** Every one of `all` matches, none of `none`. */
  | { kind: 'and'; all: TermPlan[]; none: TermPlan[] }
  | { kind: 'or'; any: TermPlan[] }
  /**
   * Its lexemes in this order and distance: `query` is the phrase as a tsquery. `pairs` are the lexemes it joins
   * with `<->` (next to each other: report_word_pairs holds them); a phrase of two such words is `pairs` alone
   * (`byPairs`), a longer one or one with a gap (a common word left out) is also checked against its candidates'
   * vectors.
   */
  | { kind: 'phrase'; lexemes: string[]; query: string; pairs: [string, string][]; byPairs: boolean };

type Token =
  | { kind: 'lexeme'; lexeme: string; text: string }
  | { kind: 'and' | 'or' | 'not' | 'open' | 'close' }
  | { kind: 'follows'; text: string };

/** A lexeme as Postgres prints it: quoted, quotes doubled and backslashes escaped. */
const LEXEME = /'((?:[^'\\]|''|\\.)*)'/y;
const FOLLOWS = /<(?:-|\d+)>/y;

/** The tokens of a printed tsquery, or null for anything else (weights, prefixes: not made by a web search). */
function tokensOf(printed: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < printed.length) {
    const char = printed[at]!;
    if (char === ' ') {
      at += 1;
      continue;
    }
    const simple = { '&': 'and', '|': 'or', '!': 'not', '(': 'open', ')': 'close' } as const;
    if (char in simple) {
      tokens.push({ kind: simple[char as keyof typeof simple] });
      at += 1;
      continue;
    }
    LEXEME.lastIndex = at;
    const lexeme = LEXEME.exec(printed);
    if (lexeme) {
      tokens.push({
        kind: 'lexeme',
        lexeme: lexeme[1]!.replace(/''/gu, "'").replace(/\\(.)/gu, '$1'),
        text: lexeme[0],
      });
      at = LEXEME.lastIndex;
      continue;
    }
    FOLLOWS.lastIndex = at;
    const follows = FOLLOWS.exec(printed);
    if (!follows) return null;
    tokens.push({ kind: 'follows', text: follows[0] });
    at = FOLLOWS.lastIndex;
  }
  return tokens;
}

/**
 * Reads the tokens by Postgres's precedence (`!` binds tightest, then `<->`, `&`, `|`). A phrase is kept only when it
 * joins plain lexemes; a negation only beside something that must match. Null where the plan cannot answer.
 */
function planOf(tokens: Token[]): TermPlan | null {
  let at = 0;
  const peek = () => tokens[at];

  function either(): TermPlan | null {
    const any: TermPlan[] = [];
    for (;;) {
      const part = both();
      if (!part) return null;
      any.push(part);
      if (peek()?.kind !== 'or') break;
      at += 1;
    }
    if (any.some((part) => part.kind === 'and' && part.all.length === 0)) return null;
    return any.length === 1 ? any[0]! : { kind: 'or', any };
  }

  function both(): TermPlan | null {
    const all: TermPlan[] = [];
    const none: TermPlan[] = [];
    for (;;) {
      if (peek()?.kind === 'not') {
        at += 1;
        const negated = operand();
        if (!negated) return null;
        none.push(negated);
      } else {
        const part = phrase();
        if (!part) return null;
        all.push(part);
      }
      if (peek()?.kind !== 'and') break;
      at += 1;
    }
    if (all.length === 1 && none.length === 0) return all[0]!;
    return { kind: 'and', all, none };
  }

  function phrase(): TermPlan | null {
    if (tokens[at]?.kind !== 'lexeme' || tokens[at + 1]?.kind !== 'follows') {
      const single = operand();
      // A phrase of groups (a parenthesised part) is left to the search vectors.
      return single && peek()?.kind === 'follows' ? null : single;
    }
    const lexemes: string[] = [];
    const text: string[] = [];
    const pairs: [string, string][] = [];
    for (;;) {
      const word = tokens[at] as Extract<Token, { kind: 'lexeme' }>;
      const before = lexemes.at(-1);
      if (before !== undefined && text.at(-1) === '<->') pairs.push([before, word.lexeme]);
      lexemes.push(word.lexeme);
      text.push(word.text);
      at += 1;
      const follows = tokens[at];
      if (follows?.kind !== 'follows') break;
      text.push(follows.text);
      at += 1;
      if (tokens[at]?.kind !== 'lexeme') return null;
    }
    const byPairs = lexemes.length === 2 && pairs.length === 1;
    return { kind: 'phrase', lexemes, query: text.join(' '), pairs, byPairs };
  }

  function operand(): TermPlan | null {
    const token = tokens[at];
    if (token?.kind === 'lexeme') {
      at += 1;
      return { kind: 'term', lexeme: token.lexeme };
    }
    if (token?.kind === 'open') {
      at += 1;
      const inner = either();
      if (!inner || tokens[at]?.kind !== 'close') return null;
      at += 1;
      return inner;
    }
    return null;
  }

  const plan = either();
  if (!plan || at !== tokens.length) return null;
  // A search of words that must not appear alone would match nearly everything: the search vectors answer it.
  if (plan.kind === 'and' && plan.all.length === 0) return null;
  return plan;
}

/** The plan of a search as Postgres printed its tsquery, or null when report_terms cannot answer it alone. */
export function termPlanOf(printed: string): TermPlan | null {
  const tokens = tokensOf(printed);
  return tokens && tokens.length > 0 ? planOf(tokens) : null;
}
