import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to send a page in, by the request's Accept-Encoding: brotli, else gzip, else none. A coding given
 * q=0 is refused (RFC 9110 §12.5.3).
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Pages kept compressed: each prerendered page, per origin it is named for, and the app shell. */
const COMPRESSED_PAGES = 1_000;

/**
 * The pages compressed once each, as the build does for its scripts and styles: a prerendered page is a few KiB
 * compressed instead of tens, which a slow connection feels before anything paints (issue 18).
 */
export function createPageCompressor() {
  const compressed = new LRUCache<string, Buffer>({ max: COMPRESSED_PAGES });
  return (key: string, html: string, encoding: PageEncoding): Buffer => {
    const cacheKey = `${encoding}\u0000${key}`;
    let body = compressed.get(cacheKey);
    if (!body) {
      body = compress(html, encoding, 'best');
      compressed.set(cacheKey, body);
    }
    return body;
  };
}

/** Brotli and gzip levels: the best for a page compressed once and kept, a cheap one for a page sent once. */
const LEVELS = { best: { br: 11, gzip: 9 }, fast: { br: 5, gzip: 6 } } as const;

function compress(html: string, encoding: PageEncoding, effort: keyof typeof LEVELS): Buffer {
  const level = LEVELS[effort][encoding];
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: level } })
    : gzipSync(html, { level });
}

/**
 * A page made for one reader (a portal page with their own answers, docs/decisions/025): compressed for this answer
 * alone, at a level that costs the server about a millisecond rather than the best one, and kept nowhere.
 */
export function compressPersonalPage(html: string, encoding: PageEncoding): Buffer {
  return compress(html, encoding, 'fast');
}
