/** Whitespace-separated tokens with at least one letter or digit, as a word processor counts them. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** Words that say nothing about a report's subject. Words of one or two letters are left out separately. */
const STOP_WORDS = new Set(
  `the and for are but not you all any can had her was one our out has have this that with from they will would
  there their theirs what which when were been being than then them these those into over also its such only about
  more most some other after before while where who whom whose why how each both few own same very just should
  could may might must shall does did doing done because until against between through during above below off
  again further once here his him she hers yours ours itself themselves himself herself per via upon yet nor too
  under onto within without still even much many well every across since though although whether either neither
  let get got like make made says said say your`.split(/\s+/),
);

/** Only the most frequent words are kept, so a long report does not bloat its row (and every answer that carries it). */
export const WORD_FREQUENCY_LIMIT = 200;

/**
 * How often each word occurs (SPEC §3 word_frequency): lower-cased runs of letters and digits, leaving out stop
 * words, words of one or two letters and bare numbers (prices and dates would crowd out the vocabulary). Only
 * the top WORD_FREQUENCY_LIMIT words are kept, most frequent first, ties in alphabetical order so the result is
 * stable.
 */
export function wordFrequency(text: string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if ([...word].length < 3 || STOP_WORDS.has(word) || !/\p{L}/u.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, WORD_FREQUENCY_LIMIT);
  return Object.fromEntries(top);
}

const HEADING_MAX_WORDS = 8;

/**
 * Lines of extracted text that are titles, date lines, headings or page numbers rather than prose: short, with no
 * closing punctuation, and standing on their own (first, or after a line that ended a sentence). A wrapped
 * paragraph line fails the test, since it is either long or the end of its sentence.
 */
function isHeadingLine(line: string, previous: string | undefined): boolean {
  return (
    countWords(line) <= HEADING_MAX_WORDS &&
    !/[.!?:;,]["”’)]?$/.test(line) &&
    (previous === undefined || /[.!?:]["”’)]?$/.test(previous) || isHeadingLine(previous, undefined))
  );
}

/** Words that end in a full stop without ending the sentence. */
const ABBREVIATION = /(?:^|[\s.])(?:\p{Lu}|e\.g|i\.e|vs|approx|est|No|Mr|Mrs|Ms|Dr|St|Inc|Ltd|Co)\.$/u;

function sentences(prose: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const piece of prose.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATION.test(current)) {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * The opening of a report as its summary: whole sentences while they fit in `maxWords`, so the summary ends where
 * a sentence ends. Title, date and heading lines are skipped. When even the first sentence is longer, it is cut
 * at `maxWords` and marked with an ellipsis.
 */
export function summarise(text: string, maxWords = 120): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const prose = lines
    .filter((line, index) => line !== '' && !isHeadingLine(line, index === 0 ? undefined : lines[index - 1]))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of sentences(prose)) {
    const length = countWords(sentence);
    if (words + length > maxWords) break;
    chosen.push(sentence);
    words += length;
  }
  if (chosen.length > 0) return chosen.join(' ');
  const all = prose.split(' ').filter(Boolean);
  return all.length <= maxWords ? all.join(' ') : `${all.slice(0, maxWords).join(' ')}…`;
}
