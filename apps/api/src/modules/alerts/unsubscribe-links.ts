import { createHmac, timingSafeEqual } from 'node:crypto';
import { AlertMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import { GoneError, InvalidInputError } from '../../platform/errors.js';

/** An unsubscribe link works this long after its mail left: long enough for a mail read late, not for ever. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/** What a link turns off: one member's alerts of the report types a mail was about. */
export interface UnsubscribeGrant {
  userId: string;
  reportTypeIds: number[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One-click unsubscribe tokens (RFC 8058): `<user>.<type>-<type>….<expiry>.<signature>`, the signature an HMAC over the rest
 * with a key derived from the server secret, so nobody can make one for another member or type, nor lengthen one.
 */
export function createUnsubscribeLinks(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('alert-unsubscribe-links').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    token(grant: UnsubscribeGrant): string {
      const expires = Math.floor(options.clock.now().getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
      const body = `${grant.userId}.${grant.reportTypeIds.join('-')}.${expires}`;
      return `${body}.${sign(body)}`;
    },

    /**
     * What a token grants; a token that was not made here or was changed is refused as invalid, a genuine one past
     * its time as expired: neither changes anything.
     */
    verify(token: string): UnsubscribeGrant {
      const parts = token.split('.');
      const invalid = new InvalidInputError(AlertMessages.unsubscribeInvalid, {
        token: [AlertMessages.unsubscribeInvalid],
      });
      if (parts.length !== 4) throw invalid;
      const [userId, types, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${userId}.${types}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
      if (!UUID.test(userId) || !/^\d{1,10}(?:-\d{1,10}){0,199}$/.test(types) || !/^\d{1,12}$/.test(expires))
        throw invalid;
      if (Number(expires) * 1000 < options.clock.now().getTime()) {
        throw new GoneError(AlertMessages.unsubscribeExpired);
      }
      return { userId, reportTypeIds: types.split('-').map(Number) };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
