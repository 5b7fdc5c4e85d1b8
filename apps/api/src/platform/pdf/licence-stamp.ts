import { canStampEveryPage, stampEveryPage } from './pdf-writer.js';

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

/**
 * Stamps the licensee at the foot of every page (DESIGN §4: delivered files carry who received them; reports and
 * course materials alike), in the PDF's text so it survives printing and copying.
 */
export function stampLicensee(pdf: Uint8Array, licensee: Licensee): Promise<Uint8Array> {
  return stampEveryPage(pdf, licenceLine(licensee), { y: 10, size: 7, colour: 'muted' });
}

/** Whether a PDF can be stamped when delivered: checked once when it is uploaded, so no reader meets a failure. */
export const canStampLicensee = canStampEveryPage;
