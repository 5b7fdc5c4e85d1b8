import type { FastifyReply } from 'fastify';

/** A file answered for the browser to save: what it holds, its type and the name it is saved under. */
export interface Download {
  body: Uint8Array | string;
  contentType: string;
  fileName: string;
}

/**
 * Sends a file to be shown in the browser (`inline`) or saved (`attachment`), never kept by a cache nor sniffed as
 * anything else than its type. The file name is the server's own (document numbers, fixed names), safe in the header.
 */
export function sendDownload(
  reply: FastifyReply,
  file: Download,
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
}
