import { SESSION_COOKIES, SESSION_KEYS, type SessionKey, type SessionValues } from '@firm/domain';
import Cookies from 'js-cookie';
import type { SessionStore } from './session.js';

/**
 * The browser session of SPEC §3/§9: one cookie per value, with the SPEC lifetimes (1 or 7 days),
 * SameSite=Lax, Secure on https, for the whole site (the web app and the admin shell share it).
 */
export function createCookieSession(): SessionStore {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return {
    read() {
      // One read of document.cookie for all six values, not one per value.
      const cookies = Cookies.get();
      const values: SessionValues = {};
      for (const key of SESSION_KEYS) {
        const value = cookies[SESSION_COOKIES[key].name];
        if (value) values[key] = value;
      }
      return values;
    },
    write(values) {
      for (const [key, value] of Object.entries(values) as [SessionKey, string | undefined][]) {
        if (value === undefined) continue;
        const { name, days } = SESSION_COOKIES[key];
        Cookies.set(name, value, { expires: days, sameSite: 'lax', secure, path: '/' });
      }
    },
    clear() {
      for (const key of SESSION_KEYS) Cookies.remove(SESSION_COOKIES[key].name, { path: '/' });
    },
  };
}
