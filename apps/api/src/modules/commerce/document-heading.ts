import { FIRM_NAME, FIRM_SELLER } from '@firm/domain';
import type { PdfWriter } from '../../platform/pdf/pdf-writer.js';

/**
 * The heading of every document the firm issues: its name on the left and the document's title on the right, what
 * the firm does, and its legal details as the seller (issue 46: procurement files them beside the buyer's), above a
 * rule. The cursor is left below it.
 */
export function drawDocumentHeading(pdf: PdfWriter, title: string, titleSize: number) {
  pdf.text(FIRM_NAME, { bold: true, size: 18, colour: 'accent' });
  pdf.text(title.toUpperCase(), {
    x: pdf.right,
    align: 'right',
    bold: true,
    size: titleSize,
    colour: 'accent',
  });
  pdf.down(14);
  pdf.text('Soft commodity market reports and advisory', { size: 9, colour: 'grey' });
  pdf.down(12);
  pdf.text(`${FIRM_SELLER.legalName}, ${FIRM_SELLER.address}. ${FIRM_SELLER.taxId}`, {
    size: 8,
    colour: 'grey',
  });
  pdf.down(12);
  pdf.rule({ colour: 'accent', thickness: 0.9 });
}
