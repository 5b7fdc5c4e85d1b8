import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Corpus } from './corpus.js';

const PAGE = { width: 595, height: 842, margin: 50, size: 10, lineHeight: 13 };

/** A report's text as a PDF of A4 pages, as the firm's reports are uploaded. */
export async function reportPdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(longer, PAGE.size) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line, '');
  }
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.lineHeight);
  for (let start = 0; start < lines.length; start += perPage) {
    const page = document.addPage([PAGE.width, PAGE.height]);
    lines.slice(start, start + perPage).forEach((line, index) =>
      page.drawText(line, {
        x: PAGE.margin,
        y: PAGE.height - PAGE.margin - index * PAGE.lineHeight,
        size: PAGE.size,
        font,
      }),
    );
  }
  return document.save();
}

/**
 * Issue 45, point 4: how long the back office takes to import one more report into the archive, one upload at a
 * time as a person uploads them (POST /api/admin/reports/, quiet: no alerts), each a new report of the corpus
 * (indexes from `firstIndex`, past the archive's). Answers each import's time in ms, request to reply.
 */
export async function timeImports(options: {
  origin: string;
  /** A staff member's access token (reports: write). */
  token: string;
  corpus: Corpus;
  firstIndex: number;
  count: number;
}): Promise<number[]> {
  const times: number[] = [];
  for (let offset = 0; offset < options.count; offset += 1) {
    const report = options.corpus.report(options.firstIndex + offset);
    const pdf = await reportPdf(`${report.name}\n${report.content}`);
    const query = new URLSearchParams({
      type: String(report.reportTypeId),
      file_name: `bench-import-${options.firstIndex + offset}.pdf`,
      quiet: 'true',
    });
    const started = performance.now();
    const response = await fetch(`${options.origin}/api/admin/reports/?${query.toString()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/pdf' },
      body: pdf,
    });
    const body = (await response.json()) as { outcome?: string };
    times.push(performance.now() - started);
    if (response.status !== 201 || body.outcome !== 'imported')
      throw new Error(`import ${offset + 1} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return times;
}
