import { constants, inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, roughly: its content streams inflated, and the hex strings pdf-lib writes for shown text
 * (`<4C6963...> Tj`) decoded. Enough to find a line a server stamped into a file, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let match = streamStart.exec(source); match; match = streamStart.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      parts.push(inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1'));
    } catch {
      parts.push(raw.toString('latin1'));
    }
    streamStart.lastIndex = end + 'endstream'.length;
  }
  return parts
    .join('\n')
    .replace(/<([0-9A-Fa-f\s]+)>/g, (_match, hex: string) =>
      Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1'),
    );
}
