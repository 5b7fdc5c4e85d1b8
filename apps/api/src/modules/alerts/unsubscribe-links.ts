import { createHmac, timingSafeEqual } from 'node:crypto';
import { AlertMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import { GoneError, InvalidInputError } from '../../platform/errors.js';

/** An unsubscribe link works this long after its mail left: long enough for a mail read late, not for ever. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/**
 * What a link turns off: one member's alerts of the report types a mail was about, or the saved search whose
 * matches it listed.
 */
export type UnsubscribeGrant =
  { userId: string; reportTypeIds: number[] } | { userId: string; savedSearchId: number };

/** A link's scope: report types `1-2-3`, or a saved search `s12`. */
const SCOPE = /^(?:\d{1,10}(?:-\d{1,10}){0,199}|s\d{1,10})$/;

const scopeOf = (grant: UnsubscribeGrant) =>
  'savedSearchId' in grant ? `s${grant.savedSearchId}` : grant.reportTypeIds.join('-');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One-click unsubscribe tokens (RFC 8058): `<user>.<scope>.<expiry>.<signature>` (the scope: `<type>-<type>…` or
 * `s<saved search>`), the signature an HMAC over the rest
 * with a key derived from the server secret, so nobody can make one for another member or type, nor lengthen one.
 */
export function createUnsubscribeLinks(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('alert-unsubscribe-links').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    token(grant: UnsubscribeGrant): string {
      const expires = Math.floor(options.clock.now().getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
      const body = `${grant.userId}.${scopeOf(grant)}.${expires}`;
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
      const [userId, scope, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${userId}.${scope}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
      if (!UUID.test(userId) || !SCOPE.test(scope) || !/^\d{1,12}$/.test(expires)) throw invalid;
      if (Number(expires) * 1000 < options.clock.now().getTime()) {
        throw new GoneError(AlertMessages.unsubscribeExpired);
      }
      return scope.startsWith('s')
        ? { userId, savedSearchId: Number(scope.slice(1)) }
        : { userId, reportTypeIds: scope.split('-').map(Number) };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
