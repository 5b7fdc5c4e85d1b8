/** The browser's own IANA time zone ('Europe/London'). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone the browser knows as select options, with `current` first when the browser does not list it. */
export function timeZoneOptions(current: string | null): { value: string; label: string }[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
