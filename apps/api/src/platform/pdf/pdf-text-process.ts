/**
 * The process that reads one PDF's text for pdf-text-reader.ts, started with a heap cap and stopped at a time
 * limit. Only unpdf and this folder are loaded here: no configuration, no database, no secrets. The built server
 * and CLI find it beside them as dist/pdf-text-process.js (tsup.config.ts).
 */
import { readPdfText, type PdfReading, type PdfTextBounds } from './pdf-text.js';

export interface PdfTextRequest {
  bytes: Uint8Array;
  bounds: PdfTextBounds;
}

/** The reading, or why pdf.js could not read the file (a broken or encrypted PDF, not a PDF at all). */
export type PdfTextAnswer = PdfReading | { unreadable: string };

async function answer({ bytes, bounds }: PdfTextRequest): Promise<PdfTextAnswer> {
  try {
    return await readPdfText(bytes, bounds);
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

process.once('message', (request: PdfTextRequest) => {
  void answer(request).then((reply) => process.send!(reply, () => process.disconnect()));
});
// A server that stopped waiting (it ended, or gave up) leaves no reading behind.
process.once('disconnect', () => process.exit(0));
