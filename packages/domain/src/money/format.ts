/** Prices are in US dollars (SPEC §9). */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * SPEC §9: no decimals in the cart and lists ('$4,500'); up to 2 in billing, where whole amounts keep none
 * ('$4,500') and the others show both digits of the cents ('$4,050.50').
 */
export function formatUsd(dollars: number, precision: 'whole' | 'cents' = 'whole'): string {
  const cents = Math.round(dollars * 100);
  if (precision === 'whole' || cents % 100 === 0) return wholeDollars.format(Math.round(dollars));
  return dollarsAndCents.format(cents / 100);
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

/** An amount kept in cents, as billing shows it (SPEC §9: up to 2 decimals), e.g. 405050 → '$4,050.50'. */
export function formatCents(cents: number): string {
  return formatUsd(centsToDollars(cents), 'cents');
}
