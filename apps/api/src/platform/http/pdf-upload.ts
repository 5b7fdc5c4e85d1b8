import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_TIME_LIMIT_MS } from './request-time-limit.js';

/** A plugin's uploads of PDFs: the body arrives as bytes, untouched (only in the plugin that calls this). */
export function acceptPdfBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * The route options of a PDF upload: a body up to `maxBytes`, an upload's time to arrive, and a body too large or not
 * a PDF refused in the upload's own words before it is read (anything else is answered as everywhere).
 */
export function pdfUploadRoute(messages: { tooLarge: string; notPdf: string }, maxBytes: number) {
  const byCode: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.notPdf,
  };
  return {
    bodyLimit: maxBytes,
    handlerTimeout: UPLOAD_TIME_LIMIT_MS,
    errorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const message = byCode[error.code];
      if (!message) throw error;
      void reply.code(error.statusCode ?? 400).send({ status: false, message });
    },
  };
}
