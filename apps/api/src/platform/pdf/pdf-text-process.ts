/**
 * The process that reads one PDF's text for pdf-text-reader.ts, started with a heap cap and stopped at a time
 * limit. Only unpdf and this folder are loaded here: no configuration, no database, no secrets. The built server
 * and CLI find it beside them as dist/pdf-text-process.js (tsup.config.ts).
 */
import { loadPdfJs, readPdfText, type PdfReading, type PdfTextBounds } from './pdf-text.js';

/** Sent once pdf.js is loaded: the reader sends the PDF then, and its time limit starts. */
export interface PdfTextReady {
  ready: true;
}

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
// Starting a process and loading pdf.js take the same for every file, up to a second on a busy machine: the time
// limit is for reading the file, so it starts after them. A failure to load ends the process, which the reader sees.
void loadPdfJs().then(() => process.send!({ ready: true } satisfies PdfTextReady));
