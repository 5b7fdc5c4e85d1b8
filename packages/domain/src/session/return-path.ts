/** Where a visitor may be sent back to after signing in: the public pages and the client area, nothing else. */
const RETURN_PATH_PREFIXES = [
  '/reports',
  '/report-archives',
  '/individual-reports',
  '/services/',
  '/about/',
  '/courses',
  '/checkout',
  '/client',
] as const;

const PATH_PATTERN = /^\/[A-Za-z0-9\-._~/]*$/;

/**
 * A return path carried through /login (`?redirect=`): a path on this site, never another origin. It must start
 * with one '/', hold only plain path characters (no scheme, backslash, query, fragment, '//' or '..'), and lead to
 * a public page or the client area. Anything else answers undefined, so a crafted link cannot send a freshly
 * signed-in user elsewhere.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  if (!PATH_PATTERN.test(value) || value.includes('//') || value.includes('..')) return undefined;
  if (value === '/') return value;
  const allowed = RETURN_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? value.startsWith(prefix) && value.length > prefix.length
      : value === prefix || value.startsWith(`${prefix}/`),
  );
  return allowed ? value : undefined;
}
