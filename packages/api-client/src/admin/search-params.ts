/** Query values as the back office sends them: filters left empty are left out. */
export function searchParamsOf(query: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}
