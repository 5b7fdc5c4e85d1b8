import { createHmac, timingSafeEqual } from 'node:crypto';

/** DESIGN §4: a file link opened from a page works for 5 minutes. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;

/**
 * Signatures for links that grant something without a session (a file for minutes, a material for a participant):
 * an HMAC over every part the link grants, with a key derived from the server secret for one purpose, so no part
 * can be changed, no link made up, and a link of one purpose never passes for another's.
 */
export function createLinkSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (parts: readonly (string | number)[]) =>
    createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

  return {
    sign,
    /** Whether `signature` is the one of `parts`, compared in constant time. */
    verify(parts: readonly (string | number)[], signature: string): boolean {
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
