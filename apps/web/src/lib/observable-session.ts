import type { SessionStore } from '@firm/api-client';
import type { SessionValues } from '@firm/domain';

export interface ObservableSession extends SessionStore {
  subscribe: (listener: () => void) => () => void;
  /** The same object until the session changes, as React's useSyncExternalStore requires. */
  snapshot: () => SessionValues;
}

/**
 * Wraps a session store so the UI learns of every change, whoever makes it: sign-in, logout, or the api client
 * storing refreshed tokens or clearing a session whose refresh failed.
 */
export function observeSession(store: SessionStore): ObservableSession {
  const listeners = new Set<() => void>();
  let current = store.read();
  const changed = () => {
    current = store.read();
    for (const listener of listeners) listener();
  };
  return {
    read: () => store.read(),
    snapshot: () => current,
    write(values) {
      store.write(values);
      changed();
    },
    clear() {
      store.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
