import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable, wrapText } from './text.js';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The firm's colours on paper. */
const COLOURS = {
  ink: rgb(0.1, 0.12, 0.15),
  grey: rgb(0.38, 0.4, 0.43),
  /** Lighter than grey: a stamp that must not compete with the page. */
  muted: rgb(0.45, 0.45, 0.45),
  accent: rgb(0.05, 0.33, 0.27),
  rule: rgb(0.8, 0.82, 0.84),
};

export type PdfColour = keyof typeof COLOURS;

export interface TextStyle {
  bold?: boolean;
  /** Points; the writer's body size by default. */
  size?: number;
  /** Ink by default. */
  colour?: PdfColour;
}

export interface PlacedText extends TextStyle {
  /** The left edge, or with `align: 'right'` the right edge; the left margin by default. */
  x?: number;
  align?: 'left' | 'right';
}

/** One cell of a row: its text wraps within `width` points from `x`, and a right-aligned cell ends at x + width. */
export interface Cell extends TextStyle {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** A line drawn centred on every page, such as page numbers or a licence stamp. */
export interface PageLineStyle {
  /** The baseline, in points from the foot of the page. */
  y: number;
  size: number;
  colour: PdfColour;
}

export interface PdfWriterOptions {
  /**
   * The document's own date is its creation and modification date, never the time of rendering: the same
   * document renders to the same bytes.
   */
  metadata: { title: string; subject: string; author: string; creator: string; date: Date };
  margin: { x: number; top: number; bottom: number };
  /** The default size and line spacing of text. */
  body: { size: number; leading: number };
  page?: { width: number; height: number };
}

/**
 * A document drawn top to bottom: `y` is the baseline of the next line, and text that flows (paragraphs, rows)
 * starts a new page rather than go below the bottom margin.
 */
export interface PdfWriter {
  /** The left and right edges of the text between the margins. */
  readonly left: number;
  readonly right: number;
  /** The cursor, in points from the foot of the page; move it with `down` or set it to line up columns. */
  y: number;
  down(points: number): void;
  newPage(): void;
  /** Starts a new page unless `height` more points fit above the bottom margin; true when it did. */
  keepRoom(height: number): boolean;
  /** One line at the cursor, not wrapped, not moving the cursor. */
  text(value: string, placement?: PlacedText): void;
  /** Wrapped lines from the left margin (plus `indent`), each on the page that has room for it. */
  paragraph(value: string, style?: TextStyle & { indent?: number; width?: number; leading?: number }): void;
  /**
   * Cells side by side, each wrapped to its width, drawn line by line so the PDF's text reads as printed. A row
   * that does not fit moves whole to a new page, where `onNewPage` runs first (to repeat a table's heading).
   */
  row(cells: readonly Cell[], options?: { leading?: number; onNewPage?: () => void }): void;
  /** A horizontal line across the text width at the cursor. */
  rule(style?: { colour?: PdfColour; thickness?: number }): void;
  /** A line centred at the foot of every page drawn so far, given the page's number and the count. */
  numberPages(label: (page: number, pages: number) => string, style: PageLineStyle): void;
  save(): Promise<Uint8Array>;
}

/** Centres a line on every page, never closer than this to the left edge. */
const PAGE_LINE_MIN_X = 12;

function drawOnEveryPage(
  document: PDFDocument,
  font: PDFFont,
  label: (page: number, pages: number) => string,
  style: PageLineStyle,
): void {
  const pages = document.getPages();
  for (const [index, page] of pages.entries()) {
    const text = printable(font, label(index + 1, pages.length));
    const width = font.widthOfTextAtSize(text, style.size);
    page.drawText(text, {
      x: Math.max(PAGE_LINE_MIN_X, (page.getWidth() - width) / 2),
      y: style.y,
      size: style.size,
      font,
      color: COLOURS[style.colour],
    });
  }
}

/** A new document in the standard Helvetica faces, with its metadata set. */
export async function createPdfWriter(options: PdfWriterOptions): Promise<PdfWriter> {
  const { margin, body, metadata } = options;
  const size = options.page ?? A4;
  const document = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  document.setTitle(metadata.title);
  document.setAuthor(metadata.author);
  document.setSubject(metadata.subject);
  document.setCreator(metadata.creator);
  document.setProducer(metadata.creator);
  document.setCreationDate(metadata.date);
  document.setModificationDate(metadata.date);

  const top = size.height - margin.top;
  const left = margin.x;
  const right = size.width - margin.x;
  let page: PDFPage = document.addPage([size.width, size.height]);
  let y = top;

  const fontOf = (style: TextStyle) => (style.bold ? fonts.bold : fonts.regular);
  const sizeOf = (style: TextStyle) => style.size ?? body.size;
  /** Draws text already made printable for its font. */
  const draw = (text: string, x: number, style: TextStyle) =>
    page.drawText(text, {
      x,
      y,
      size: sizeOf(style),
      font: fontOf(style),
      color: COLOURS[style.colour ?? 'ink'],
    });
  const drawAligned = (text: string, x: number, align: 'left' | 'right', style: TextStyle) =>
    draw(text, align === 'right' ? x - fontOf(style).widthOfTextAtSize(text, sizeOf(style)) : x, style);

  const writer: PdfWriter = {
    left,
    right,
    get y() {
      return y;
    },
    set y(value: number) {
      y = value;
    },
    down(points) {
      y -= points;
    },
    newPage() {
      page = document.addPage([size.width, size.height]);
      y = top;
    },
    keepRoom(height) {
      if (y - height >= margin.bottom) return false;
      writer.newPage();
      return true;
    },
    text(value, placement = {}) {
      drawAligned(
        printable(fontOf(placement), value),
        placement.x ?? left,
        placement.align ?? 'left',
        placement,
      );
    },
    paragraph(value, style = {}) {
      const indent = style.indent ?? 0;
      const leading = style.leading ?? body.leading;
      const width = style.width ?? right - left - indent;
      for (const line of wrapText(fontOf(style), value, sizeOf(style), width)) {
        writer.keepRoom(leading);
        draw(line, left + indent, style);
        y -= leading;
      }
    },
    row(cells, options = {}) {
      const leading = options.leading ?? body.leading;
      const lines = cells.map((cell) => wrapText(fontOf(cell), cell.text, sizeOf(cell), cell.width));
      const rows = Math.max(0, ...lines.map((each) => each.length));
      if (writer.keepRoom(rows * leading)) options.onNewPage?.();
      for (let row = 0; row < rows; row += 1) {
        for (const [index, cell] of cells.entries()) {
          const line = lines[index]![row];
          if (!line) continue;
          const align = cell.align ?? 'left';
          drawAligned(line, align === 'right' ? cell.x + cell.width : cell.x, align, cell);
        }
        y -= leading;
      }
    },
    rule(style = {}) {
      page.drawLine({
        start: { x: left, y },
        end: { x: right, y },
        thickness: style.thickness ?? 0.6,
        color: COLOURS[style.colour ?? 'rule'],
      });
    },
    numberPages(label, style) {
      drawOnEveryPage(document, fonts.regular, label, style);
    },
    save() {
      return document.save();
    },
  };
  return writer;
}

/** Whether `stampEveryPage` can stamp the PDF: it reads as a PDF, is not encrypted and has pages. */
export async function canStampEveryPage(pdf: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * The PDF with `line` centred at the foot of every page, in the page's text (so it survives printing and
 * copying). The document keeps its own metadata: the same file and line give the same bytes.
 */
export async function stampEveryPage(
  pdf: Uint8Array,
  line: string,
  style: PageLineStyle,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  drawOnEveryPage(document, font, () => line, style);
  return document.save();
}
