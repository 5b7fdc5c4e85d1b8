import type { FastifyReply } from 'fastify';
import { sendDownload } from './download-reply.js';

/** A PDF answered to a browser: its bytes and the name it is saved under. */
export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * Sends a PDF, shown in the browser (`inline`) or saved (`attachment`), never kept by a cache nor sniffed as
 * anything else.
 */
export function sendPdf(reply: FastifyReply, file: PdfFile, disposition: 'inline' | 'attachment') {
  return sendDownload(
    reply,
    { body: file.bytes, contentType: 'application/pdf', fileName: file.fileName },
    disposition,
  );
}

/** A PDF's file name from a title, safe in a Content-Disposition header on every platform. */
export function pdfFileNameOf(title: string, fallback: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${ascii.slice(0, 120) || fallback}.pdf`;
}
