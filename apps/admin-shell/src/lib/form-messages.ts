import { COUNTRIES } from '@firm/countries';

/**
 * The first message of each field among a schema's issues, as a form shows them beside its fields (an address of a
 * list under the list).
 */
export function messagesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

/** Every country as a select offers it: its name, its ISO code as the value. */
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.isoCode, label: country.name }));
