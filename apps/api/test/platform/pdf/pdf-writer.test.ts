import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  createPdfWriter,
  stampEveryPage,
  type PdfWriterOptions,
} from '../../../src/platform/pdf/pdf-writer.js';
import { printable, wrapText } from '../../../src/platform/pdf/text.js';

const SMALL: PdfWriterOptions = {
  metadata: {
    title: 'Test document',
    subject: 'Writer tests',
    author: 'Softline Advisory',
    creator: 'Softline Advisory',
    date: new Date('2026-03-02T00:00:00Z'),
  },
  page: { width: 300, height: 200 },
  margin: { x: 20, top: 30, bottom: 40 },
  body: { size: 10, leading: 12 },
};

/** Each page's text, white space folded. */
async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

/** Every piece of text with its page and baseline. */
async function placedText(pdf: Uint8Array): Promise<{ page: number; y: number; text: string }[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const placed: { page: number; y: number; text: string }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim())
        placed.push({ page: number, y: item.transform[5], text: item.str });
    }
  }
  await document.destroy();
  return placed;
}

async function helvetica() {
  return (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');

describe('printable text', () => {
  it('keeps what Helvetica encodes (WinAnsi) and prints each other character as ?', async () => {
    const font = await helvetica();
    expect(printable(font, 'Zoë – Café “Ltd” €5 Côte d’Ivoire')).toBe('Zoë – Café “Ltd” €5 Côte d’Ivoire');
    expect(printable(font, 'Kaffee 東京 Trading')).toBe('Kaffee ?? Trading');
    expect(printable(font, 'Ωmega 😀 ok')).toBe('?mega ? ok');
  });

  it('folds line breaks, tabs and runs of spaces into one space', async () => {
    expect(printable(await helvetica(), 'one\ntwo\t\tthree   four')).toBe('one two three four');
  });
});

describe('wrapping to a width', () => {
  it('breaks between words, every line within the width, nothing lost', async () => {
    const font = await helvetica();
    const text = words(40);
    const lines = wrapText(font, text, 10, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
    // Each line is as full as it can be: the next word would not have fitted.
    for (const [index, line] of lines.slice(0, -1).entries()) {
      const next = lines[index + 1]!.split(' ')[0]!;
      expect(font.widthOfTextAtSize(`${line} ${next}`, 10)).toBeGreaterThan(120);
    }
  });

  it('breaks inside a word wider than a line, and gives one empty line for empty text', async () => {
    const font = await helvetica();
    const long = 'Supercalifragilisticexpialidocious'.repeat(3);
    const lines = wrapText(font, `a ${long} b`, 10, 80);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toBe('a');
    expect(lines.join('').replaceAll(' ', '')).toBe(`a${long}b`);
    expect(wrapText(font, '', 10, 80)).toEqual(['']);
    expect(wrapText(font, 'W', 10, 1)).toEqual(['W']);
  });

  it('wraps the printable text', async () => {
    expect(wrapText(await helvetica(), 'Kaffee 東京\nTrading', 10, 500)).toEqual(['Kaffee ?? Trading']);
  });
});

describe('the writer', () => {
  it('flows a paragraph down the pages, never below the bottom margin, in reading order', async () => {
    const writer = await createPdfWriter(SMALL);
    writer.paragraph(words(200));
    writer.numberPages((page, pages) => `Page ${page} of ${pages}`, { y: 15, size: 8, colour: 'grey' });
    const pdf = await writer.save();

    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    const placed = await placedText(pdf);
    const body = placed.filter((each) => !each.text.startsWith('Page '));
    for (const each of body) expect(each.y).toBeGreaterThanOrEqual(SMALL.margin.bottom);
    expect(body[0]!.y).toBeCloseTo(SMALL.page!.height - SMALL.margin.top, 1);
    expect(body.map((each) => each.text.trim()).join(' ')).toBe(words(200));

    const texts = await pagesText(pdf);
    expect(texts).toHaveLength(pages);
    for (const [index, text] of texts.entries()) expect(text).toContain(`Page ${index + 1} of ${pages}`);
  });

  it('keeps room: a new page only when the height does not fit above the bottom margin', async () => {
    const writer = await createPdfWriter(SMALL);
    const top = writer.y;
    expect(writer.keepRoom(top - SMALL.margin.bottom)).toBe(false);
    writer.down(100);
    expect(writer.keepRoom(50)).toBe(true);
    expect(writer.y).toBe(top);
    writer.text('second page');
    expect(await pagesText(await writer.save())).toEqual(['', 'second page']);
  });

  it('draws a row cell by cell in reading order, and moves a row that does not fit whole to a new page', async () => {
    const writer = await createPdfWriter(SMALL);
    const heading = () => writer.row([{ text: 'Name', x: 20, width: 150, bold: true }]);
    heading();
    for (let index = 1; index <= 6; index += 1) {
      writer.row(
        [
          { text: `Item ${index} ${words(8)}`, x: 20, width: 150 },
          { text: `$${index}`, x: 200, width: 80, align: 'right' },
        ],
        { onNewPage: heading },
      );
    }
    const pdf = await writer.save();
    const texts = await pagesText(pdf);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text.startsWith('Name Item')).toBe(true);
    const all = texts.join(' ');
    for (let index = 1; index <= 6; index += 1) {
      expect(all).toContain(`Item ${index} word1`);
      // Each item lies on one page: its price follows its first line.
      expect(texts.filter((text) => text.includes(`Item ${index} `))).toHaveLength(1);
    }
    const placed = await placedText(pdf);
    const price = placed.find((each) => each.text === '$1')!;
    expect(placed.find((each) => each.text.startsWith('Item 1 '))!.y).toBe(price.y);
  });

  it('aligns text to the right edge and prints what the font cannot encode as ?', async () => {
    const writer = await createPdfWriter(SMALL);
    writer.text('Zoë 東京', { x: writer.right, align: 'right', bold: true });
    writer.down(12);
    writer.paragraph('Ωmega\nTrading');
    const pdf = await writer.save();
    expect(await pagesText(pdf)).toEqual(['Zoë ?? ?mega Trading']);
  });

  it('sets the metadata and renders the same document to the same bytes', async () => {
    const render = async (options: PdfWriterOptions) => {
      const writer = await createPdfWriter(options);
      writer.paragraph(words(30));
      return writer.save();
    };
    const first = await render(SMALL);
    expect(Buffer.from(await render(SMALL)).equals(Buffer.from(first))).toBe(true);
    const document = await PDFDocument.load(first, { updateMetadata: false });
    expect(document.getTitle()).toBe('Test document');
    expect(document.getProducer()).toBe('Softline Advisory');
    expect(document.getCreationDate()).toEqual(SMALL.metadata.date);
  });
});

describe('stamping every page of an existing PDF', () => {
  async function threePages(): Promise<Uint8Array> {
    const writer = await createPdfWriter(SMALL);
    for (const name of ['first', 'second', 'third']) {
      if (name !== 'first') writer.newPage();
      writer.text(`The ${name} page`);
    }
    return writer.save();
  }

  it('adds the line, centred at the foot, to every page and keeps what was there', async () => {
    const stamped = await stampEveryPage(await threePages(), 'Licensed to Roasters Ltd', {
      y: 10,
      size: 7,
      colour: 'muted',
    });
    expect(await pagesText(stamped)).toEqual([
      'The first page Licensed to Roasters Ltd',
      'The second page Licensed to Roasters Ltd',
      'The third page Licensed to Roasters Ltd',
    ]);
    const stamps = (await placedText(stamped)).filter((each) => each.text.startsWith('Licensed'));
    expect(stamps.map((each) => [each.page, each.y])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  it('prints what Helvetica cannot encode as ?, keeps the metadata and gives the same bytes every time', async () => {
    const original = await threePages();
    const stamp = () =>
      stampEveryPage(original, 'Licensed to 東京 Trading – Zoë', { y: 10, size: 7, colour: 'muted' });
    const stamped = await stamp();
    for (const text of await pagesText(stamped)) expect(text).toMatch(/Licensed to \?\? Trading – Zoë$/);
    expect(Buffer.from(await stamp()).equals(Buffer.from(stamped))).toBe(true);
    const document = await PDFDocument.load(stamped, { updateMetadata: false });
    expect(document.getProducer()).toBe('Softline Advisory');
    expect(document.getModificationDate()).toEqual(SMALL.metadata.date);
  });
});
