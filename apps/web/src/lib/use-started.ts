import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * Whether the app has taken over the page: false while the page is prerendered and while React hydrates that
 * markup, true from the render after. What changes after the build (the archive, the sessions to come) is drawn
 * only once this is true, so hydration finds the prerendered markup unchanged.
 */
export const useStarted = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
