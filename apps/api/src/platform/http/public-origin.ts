import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for absolute links (canonical, sitemap): PUBLIC_URL when configured, else the origin the
 * request came to. The Host header is the client's word, so it is normalised through URL and only its origin kept.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
