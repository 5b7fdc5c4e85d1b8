/**
 * Prices are in US dollars (SPEC §9), written as en-US writes them: '$4,500', '-$1,950.50'. Written out here rather
 * than with Intl.NumberFormat: a page's first Intl formatter makes the browser load its locale data, 200–370 ms of
 * blocked main thread on a phone as the store's pages start (docs/decisions/023). The tests hold these to what Intl
 * writes.
 */
function dollarText(cents: number, withCents: boolean): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const digits = String(Math.floor(magnitude / 100));
  // Thousands separated by commas, counted from the right: '4500' → '4,500'.
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  const whole = groups.join(',');
  return withCents ? `${sign}$${whole}.${String(magnitude % 100).padStart(2, '0')}` : `${sign}$${whole}`;
}

/**
 * SPEC §9: no decimals in the cart and lists ('$4,500'); up to 2 in billing, where whole amounts keep none
 * ('$4,500') and the others show both digits of the cents ('$4,050.50').
 */
export function formatUsd(dollars: number, precision: 'whole' | 'cents' = 'whole'): string {
  const cents = Math.round(dollars * 100);
  if (precision === 'whole' || cents % 100 === 0) return dollarText(Math.round(dollars) * 100, false);
  return dollarText(cents, true);
}

/** SPEC §2/§9: prices are shown per year, e.g. '$3,950/YEAR'. */
export function formatYearlyPrice(dollars: number): string {
  return `${formatUsd(dollars)}/YEAR`;
}

/** Money is stored as integer cents; the API sends dollars where SPEC shows prices (DESIGN §4). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whether a dollar amount is whole cents (4050.5, not 4050.505), as every amount staff type in is. */
export const isWholeCents = (dollars: number): boolean =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** An amount kept in cents, as billing shows it (SPEC §9: up to 2 decimals), e.g. 405050 → '$4,050.50'. */
export function formatCents(cents: number): string {
  return formatUsd(centsToDollars(cents), 'cents');
}
