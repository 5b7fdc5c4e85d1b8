import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/** The caps on what a PDF's text may come to, checked as it is read. */
export interface PdfTextBounds {
  pages: number;
  characters: number;
}

/** A PDF's text, or the cap it went over: a document of too many pages is refused before any page is read. */
export type PdfReading = { text: string } | { over: 'pages'; pages: number } | { over: 'characters' };

const UNBOUNDED: PdfTextBounds = { pages: Infinity, characters: Infinity };

/** unpdf's merged text (extractText with mergePages), tidied for a text column. */
function tidy(pages: string[]): string {
  return (
    pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      // Fonts without a proper text mapping can yield NUL characters, which Postgres refuses in text columns.
      .replaceAll('\u0000', '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim()
  );
}

/** Loads pdf.js now rather than with the first PDF read (unpdf loads it when first asked). */
export async function loadPdfJs(): Promise<void> {
  await getResolvedPDFJS();
}

/**
 * The text of a PDF, pages joined by line breaks, read in the calling thread within `bounds`. Pages are read one
 * after another and let go, rather than all at once as unpdf's extractText does, so the text is counted as it
 * grows and one page at a time is held. Memory and time are bounded by the process that calls this
 * (pdf-text-reader.ts). unpdf brings its own pdf.js build, so the api has no pdfjs-dist dependency and every PDF
 * read goes through unpdf: TOOLCHAIN.md warns against two pdf.js versions in one process.
 */
export async function readPdfText(bytes: Uint8Array, bounds: PdfTextBounds): Promise<PdfReading> {
  // pdf.js may transfer (detach) the buffer it is given; the caller may still need its bytes.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    if (document.numPages > bounds.pages) return { over: 'pages', pages: document.numPages };
    const pages: string[] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      // A page's items joined as unpdf joins them: a line break where an item ends its line.
      const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      characters += text.length;
      if (characters > bounds.characters) return { over: 'characters' };
      pages.push(text);
    }
    return { text: tidy(pages) };
  } finally {
    await document.destroy();
  }
}

/**
 * The text of a PDF the server made itself (an invoice, a receipt), read in the calling thread without bounds. A
 * PDF from elsewhere is read with pdf-text-reader.ts.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const reading = await readPdfText(bytes, UNBOUNDED);
  if (!('text' in reading)) throw new Error('an unbounded reading went over a bound');
  return reading.text;
}
