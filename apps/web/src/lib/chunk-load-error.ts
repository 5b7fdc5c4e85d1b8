/**
 * Whether an error is a failed load of the app's own code, as after a deploy: the old hashed chunk the open page
 * asks for is gone. The messages are the browsers' own (Chromium, Firefox, Safari), the same ones TanStack Router
 * checks before it reloads the page once by itself.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message.startsWith('Failed to fetch dynamically imported module') ||
    error.message.startsWith('error loading dynamically imported module') ||
    error.message.startsWith('Importing a module script failed')
  );
}
