import { ADMIN } from './accounts';
import { apiHeaders } from './client-api';
import { expect, type Page } from './fixtures';
import { reportTypeId } from './purchases';
import { signInByApi, signOut } from './sign-in';

/** A one-page PDF showing `line` in Helvetica, written by hand (objects, cross-reference table, trailer). */
export function onePagePdf(line: string): Buffer {
  const text = line.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 12 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** An admin grants the client's organisation a year of the type (complimentary, with a reason), through the API. */
export async function grantType(page: Page, clientEmail: string, typeName: string) {
  await signInByApi(page, ADMIN);
  const headers = await apiHeaders(page);
  const found = await page.request.get(`/api/admin/clients/?q=${encodeURIComponent(clientEmail)}`, {
    headers,
  });
  expect(found.status(), await found.text()).toBe(200);
  const [organisation] = ((await found.json()) as { data: { id: string }[] }).data;
  const typeId = await reportTypeId(page.request, typeName);
  const granted = await page.request.post(`/api/admin/clients/${organisation!.id}/subscriptions/`, {
    headers,
    data: {
      report_type_id: typeId,
      tier: 'subscription_price_for_single_user',
      months: 12,
      reason: 'Trial',
    },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  await signOut(page);
}
