import { stampEveryPage } from '../../platform/pdf/pdf-writer.js';

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
 * Stamps the licensee at the foot of every page (DESIGN §4, issue: delivered files carry who received them), in
 * the PDF's text so it survives printing and copying.
 */
export function stampLicensee(pdf: Uint8Array, licensee: Licensee): Promise<Uint8Array> {
  return stampEveryPage(pdf, licenceLine(licensee), { y: 10, size: 7, colour: 'muted' });
}
