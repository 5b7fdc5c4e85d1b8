import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  countWords,
  summarise,
  WORD_FREQUENCY_LIMIT,
  wordFrequency,
} from '../../../src/modules/reports/report-text.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';

describe('countWords', () => {
  it('counts the words a reader sees, numbers and prices included, dashes and bullets not', () => {
    expect(countWords('Arabica rose 3.2% — to 385.40 c/lb.\nCôte d’Ivoire  arrivals • fell')).toBe(10);
    expect(countWords('  \n ')).toBe(0);
  });
});

describe('wordFrequency', () => {
  it('counts lower-cased words, leaving out stop words, words of one or two letters and bare numbers', () => {
    expect(
      wordFrequency(
        'The cocoa price and the COCOA crop: cocoa is up 12% in 2025, as the crop in Ghana fell.',
      ),
    ).toEqual({ cocoa: 3, crop: 2, fell: 1, ghana: 1, price: 1 });
  });

  it('orders words by count, then alphabetically, and keeps only the most frequent', () => {
    const words = Array.from({ length: WORD_FREQUENCY_LIMIT + 50 }, (_, index) => `word${index}x`);
    const text = `${words.join(' ')} arabica arabica arabica robusta robusta`;
    const frequency = wordFrequency(text);
    expect(Object.keys(frequency)).toHaveLength(WORD_FREQUENCY_LIMIT);
    expect(Object.entries(frequency).slice(0, 3)).toEqual([
      ['arabica', 3],
      ['robusta', 2],
      ['word0x', 1],
    ]);
  });
});

describe('summarise', () => {
  const sentence = (words: number, last: string) =>
    `${Array.from({ length: words - 1 }, (_, index) => `W${index}`).join(' ')} ${last}.`;

  it('takes whole sentences while they fit and ends where a sentence ends', () => {
    const text = [sentence(50, 'one'), sentence(50, 'two'), sentence(50, 'three')].join(' ');
    const summary = summarise(text, 120);
    expect(summary).toBe([sentence(50, 'one'), sentence(50, 'two')].join(' '));
    expect(countWords(summary)).toBe(100);
  });

  it('skips the title, date line and headings of a report, and joins wrapped lines', () => {
    const text = [
      'Sugar Weekly Report',
      'Published 14 October 2025 by Softline Advisory',
      'In brief',
      'Raw sugar No. 11 futures fell 2.1% to 16.40 c/lb as the crush in Centre-South',
      'Brazil ran ahead of expectations. Whites followed.',
      'Prices and spreads',
      'The March/May spread narrowed.',
    ].join('\n');
    expect(summarise(text, 25)).toBe(
      'Raw sugar No. 11 futures fell 2.1% to 16.40 c/lb as the crush in Centre-South Brazil ran ahead of expectations. Whites followed.',
    );
  });

  it('cuts a first sentence longer than the limit and marks the cut', () => {
    expect(summarise(sentence(30, 'end'), 10)).toBe(`${sentence(10, 'W9').slice(0, -1)}…`);
  });
});

describe('extractPdfText', () => {
  it('reads the text of every page of a PDF, in order', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Cocoa arrivals in Côte d’Ivoire slowed.', { x: 50, y: 700, size: 12, font });
    pdf.addPage().drawText('Grindings fell 3.4% on the year.', { x: 50, y: 700, size: 12, font });
    const bytes = await pdf.save();
    const text = await extractPdfText(bytes);
    expect(text).toBe('Cocoa arrivals in Côte d’Ivoire slowed.\nGrindings fell 3.4% on the year.');
    expect(bytes.byteLength).toBeGreaterThan(0);
  });
});
