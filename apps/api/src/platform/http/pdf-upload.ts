import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A plugin's uploads of PDFs: the body arrives as bytes, untouched (only in the plugin that calls this). */
export function acceptPdfBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * The error handler of a PDF upload's route: a body too large or not a PDF is refused in the upload's own words
 * before it is read; anything else is answered as everywhere.
 */
export function pdfUploadErrors(messages: { tooLarge: string; notPdf: string }) {
  const byCode: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.notPdf,
  };
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const message = byCode[error.code];
    if (!message) throw error;
    void reply.code(error.statusCode ?? 400).send({ status: false, message });
  };
}
