import type { SessionValues } from '@firm/domain';

/** Where the client keeps the session of SPEC §3: cookies in a browser, memory elsewhere. */
export interface SessionStore {
  read(): SessionValues;
  /** Writes the given values and leaves the others as they are. */
  write(values: SessionValues): void;
  /** Forgets every session value (SPEC §4 logout, failed refresh). */
  clear(): void;
}

/** A session held in memory: for Node callers and tests. */
export function createMemorySession(initial: SessionValues = {}): SessionStore {
  let values: SessionValues = { ...initial };
  return {
    read: () => ({ ...values }),
    write(next) {
      values = { ...values, ...next };
    },
    clear() {
      values = {};
    },
  };
}

/** SPEC §7: a 401 is retried after a refresh only when all four of these are present. */
export function canRefresh(session: SessionValues): session is SessionValues & {
  accessToken: string;
  email: string;
  refreshToken: string;
  id: string;
} {
  return Boolean(session.accessToken && session.email && session.refreshToken && session.id);
}
