import { SERVED_DATA_ELEMENT_ID, type ReaderData, type ReaderDataKey, type ServedData } from '@firm/domain';

let served: ServedData | undefined;

/** The answers the server wrote into the page (site/static-apps.ts in the API), read from it once. */
function servedData(): ServedData {
  if (served) return served;
  const text = document.getElementById(SERVED_DATA_ELEMENT_ID)?.textContent;
  try {
    served = text ? (JSON.parse(text) as ServedData) : {};
  } catch {
    // A page cut short in transit: the page asks the API instead.
    served = {};
  }
  return served;
}

/**
 * The answer the server wrote into the page for `key` (@firm/domain SERVED_DATA_BY_PAGE), or undefined. Each is
 * taken once, by the first request for it: later ones (a refetch, another page) ask the API, which answers what
 * has changed since.
 */
export function takeServedData<Key extends Exclude<keyof ServedData, 'reader'>>(key: Key): ServedData[Key] {
  const data = servedData();
  const answer = data[key];
  delete data[key];
  return answer;
}

/**
 * The signed-in reader's own answer the server wrote into a portal page (@firm/domain READER_DATA_BY_PAGE), taken
 * once like the public ones, and only by the user it was read for: once the session is another user's (a sign-out
 * and a sign-in in the same tab), the page asks the API.
 */
export function takeReaderData<Key extends ReaderDataKey>(
  key: Key,
  userId: string | undefined,
): ReaderData[Key] | undefined {
  const reader = servedData().reader;
  if (!reader || userId === undefined || reader.id !== userId) return undefined;
  const answer = reader[key];
  delete reader[key];
  return answer;
}
