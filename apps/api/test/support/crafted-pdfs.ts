import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate } from 'node:zlib';

/** Bytes as they are, or `length` bytes of `byte`: a run too long to hold in memory before it is compressed. */
export type ContentPart = string | { byte: number; length: number };

const CHUNK = 1024 * 1024;

function* bytesOf(parts: readonly ContentPart[]): Generator<Buffer> {
  for (const part of parts) {
    if (typeof part === 'string') {
      yield Buffer.from(part, 'latin1');
      continue;
    }
    const chunk = Buffer.alloc(Math.min(CHUNK, part.length), part.byte);
    for (let left = part.length; left > 0; left -= chunk.length) {
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    }
  }
}

/**
 * A PDF made byte by byte, as a hostile file would be: `pages` pages that all draw one content stream, whose
 * parts are compressed with FlateDecode (a run of one byte shrinks about a thousandfold), and the standard
 * Helvetica font. Its text is what the content stream's operators show.
 */
export async function pdfWithContentStream(parts: readonly ContentPart[], pages = 1): Promise<Uint8Array> {
  const stream = await buffer(Readable.from(bytesOf(parts)).pipe(createDeflate({ level: 9 })));
  const pageIds = Array.from({ length: pages }, (_, index) => 5 + index);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    ...pageIds.map(
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    ),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let offset = chunks[0]!.length;
  for (const [index, body] of objects.entries()) {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ];
  chunks.push(Buffer.from(xref.join('')));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A line of text at the top left of a page, as a content stream's operators. */
export const showText = (text: string) => `BT /F1 12 Tf 72 770 Td (${text}) Tj ET\n`;
