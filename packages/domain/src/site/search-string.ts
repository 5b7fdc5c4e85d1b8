/**
 * The routers' URL search params (web app and back office) as the plain strings they are. TanStack Router's
 * default JSON-parses every value, so a hand-typed `?pdf_search="frost damage"` lost its quotes (and
 * `?search_query=2025` became a number). Here every value stays the text typed; each route's validateSearch schema
 * turns `page=2` into a number.
 */

/** A search string (with or without its '?') as an object of strings; empty values are no value. */
export function parseSearch(searchStr: string): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (value !== '') search[key] = value;
  }
  return search;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  // No route's search holds objects or lists; should one ever, it keeps its data rather than '[object Object]'.
  return JSON.stringify(value) ?? '';
}

/** The search object as a search string with its '?', or '' when it has no value; empty values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, text(value));
  }
  const searchStr = params.toString();
  return searchStr ? `?${searchStr}` : '';
}
