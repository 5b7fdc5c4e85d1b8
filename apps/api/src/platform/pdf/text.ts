import type { PDFFont } from 'pdf-lib';

/** What a character the font cannot encode prints as. */
export const UNPRINTABLE = '?';

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function characterSet(font: PDFFont): ReadonlySet<number> {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  return supported;
}

/**
 * The text as `font` can draw it on one line. The standard fonts encode only WinAnsi, and pdf-lib refuses the
 * rest: a name in another script must not fail a document, so each such character (each code point) prints as
 * UNPRINTABLE. Runs of white space become one space.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  return Array.from(text.replace(/\s+/g, ' '), (char) =>
    supported.has(char.codePointAt(0)!) ? char : UNPRINTABLE,
  ).join('');
}

/**
 * The printable text in lines at most `width` points wide, broken between words; a word wider than a line is
 * broken inside. Empty text is one empty line.
 */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of printable(font, text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    while (word.length > 1 && !fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
