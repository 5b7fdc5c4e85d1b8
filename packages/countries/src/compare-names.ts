/*
 * Country names are ordered by an English collator rather than by UTF-16 code units, so names with accents or
 * odd casing ('Curaçao', 'Papua new Guinea', an 'Åland Islands' spelling) sort where a reader looks for them
 * instead of after 'Z' or before 'A'. The locale is fixed to 'en' (not the runtime's default) so the generated
 * file, the tests and every app agree on one order.
 */
const collator = new Intl.Collator('en');

export function compareCountryNames(a: string, b: string): number {
  return collator.compare(a, b);
}
