import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface Licensee {
  organisation: string;
  email: string;
  /** The day of delivery, as printed. */
  date: string;
}

/** The line every delivered page carries. */
export function licenceLine(licensee: Licensee): string {
  return `Licensed to ${licensee.organisation} - ${licensee.email} - ${licensee.date}`;
}

/** Helvetica's standard encoding has no glyph for some characters: they are printed as '?', not refused. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

/**
 * Stamps the licensee at the foot of every page (DESIGN §4, issue: delivered files carry who received them), in
 * the PDF's text so it survives printing and copying.
 */
export async function stampLicensee(pdf: Uint8Array, licensee: Licensee): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = printable(licenceLine(licensee));
  const size = 7;
  for (const page of document.getPages()) {
    const { width } = page.getSize();
    const textWidth = font.widthOfTextAtSize(line, size);
    page.drawText(line, {
      x: Math.max(12, (width - textWidth) / 2),
      y: 10,
      size,
      font,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  return document.save();
}
