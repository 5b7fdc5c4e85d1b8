import type { Highlight } from '@firm/domain';

/**
 * ts_headline marks matches with text, not structure. Private-use characters never occur in a report's words, and
 * any that do are removed before the headline is made, so a report can never forge a match or a fragment break.
 */
const START = '\uE000';
const STOP = '\uE001';
/** Stands in for '<' while ts_headline runs: its parser drops anything shaped like an HTML tag. */
export const LESS_THAN = '\uE002';
const FRAGMENT = '\uE003';
export const MARKERS = START + STOP + LESS_THAN + FRAGMENT;
/** ts_headline's options for one fragment of a passage, of at most `maxWords` words as ts_headline counts them. */
export function headlineOptions(maxWords: number): string {
  return [
    `StartSel=${START}`,
    `StopSel=${STOP}`,
    `FragmentDelimiter=${FRAGMENT}`,
    'MaxFragments=1',
    `MinWords=${Math.min(8, maxWords - 1)}`,
    `MaxWords=${maxWords}`,
    'ShortWord=2',
  ].join(', ');
}

/**
 * The words a search looks for, without its operators and the words it excludes: '"frost damage" OR drought
 * -brazil' → frost, damage, drought. Passages holding any of them are candidates for a highlight.
 */
export function positiveWords(search: string): string[] {
  const words: string[] = [];
  for (const match of search.matchAll(/(-?)"([^"]*)"?|(\S+)/gu)) {
    const [, minus, phrase, word] = match;
    if (phrase !== undefined) {
      if (!minus) words.push(...phrase.split(/\s+/u));
    } else if (word && !word.startsWith('-') && word !== 'OR') words.push(word);
  }
  // websearch_to_tsquery reads its own syntax in what is left: quotes and leading minus signs are dropped.
  return words
    .map((word) => word.replace(/["]/gu, '').replace(/^-+/u, ''))
    .filter((word) => word !== 'OR' && /[\p{L}\p{N}]/u.test(word));
}

/**
 * Turns a ts_headline answer into plain-text fragments with the ranges of the matched words (DESIGN §4): the
 * client marks them itself, so nothing in a report's content is ever read as markup. Runs of white space become
 * one space.
 */
export function highlightsOf(headline: string): Highlight[] {
  const highlights: Highlight[] = [];
  for (const fragment of headline.split(FRAGMENT)) {
    let text = '';
    const matches: Highlight['matches'] = [];
    let matchStart: number | null = null;
    for (const character of fragment.replaceAll(LESS_THAN, '<')) {
      if (character === START) {
        matchStart = text.length;
      } else if (character === STOP) {
        if (matchStart !== null && text.length > matchStart)
          matches.push({ start: matchStart, end: text.length });
        matchStart = null;
      } else if (/\s/u.test(character)) {
        if (text.length > 0 && !text.endsWith(' ')) text += ' ';
      } else {
        text += character;
      }
    }
    text = text.trimEnd();
    const kept = matches.filter((match) => match.end <= text.length);
    if (text.length > 0) highlights.push({ text, matches: kept });
  }
  return highlights;
}

/**
 * The highlight cut to at most `maxWords` words separated by spaces, keeping its first match in view. ts_headline
 * counts no symbol ('&', a dash) as a word, so its MaxWords alone does not bound the words a reader sees.
 */
export function clipHighlight(highlight: Highlight, maxWords: number): Highlight {
  const words = [...highlight.text.matchAll(/\S+/gu)].map((word) => ({
    start: word.index,
    end: word.index + word[0].length,
  }));
  if (words.length <= maxWords) return highlight;
  const firstMatch = highlight.matches.reduce((first, match) => Math.min(first, match.start), Infinity);
  const matchWord = Math.max(
    0,
    words.findIndex((word) => word.end > firstMatch),
  );
  // The match about a third of the way in: a reader sees what leads to it and what follows.
  const first = Math.max(0, Math.min(matchWord - Math.floor(maxWords / 3), words.length - maxWords));
  const from = words[first]!.start;
  const to = words[first + maxWords - 1]!.end;
  return {
    text: highlight.text.slice(from, to),
    matches: highlight.matches
      .filter((match) => match.start >= from && match.end <= to)
      .map((match) => ({ start: match.start - from, end: match.end - from })),
  };
}
