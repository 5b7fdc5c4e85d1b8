import { formatUsd, lineKindsInWords, type AdminPromoCode, type PromoCodeRowState } from '@firm/domain';

export const PROMO_CODE_STATE_LABELS: Record<PromoCodeRowState, string> = {
  active: 'Active',
  scheduled: 'Not started',
  expired: 'Expired',
  deactivated: 'Deactivated',
};

/** '10% off' or '$50.50 off'. */
export function discountLabel(code: AdminPromoCode): string {
  return code.kind === 'percent'
    ? `${code.percent_off}% off`
    : `${formatUsd(code.amount_off ?? 0, 'cents')} off`;
}

const day = (iso: string) => iso.slice(0, 10);

/** The window as days: the last day is the one before the code runs out. */
export function windowLabel(code: AdminPromoCode): string {
  const from = day(code.valid_from);
  if (!code.valid_until) return `From ${from}, no end`;
  const last = day(new Date(Date.parse(code.valid_until) - 24 * 60 * 60 * 1000).toISOString());
  return `${from} to ${last}`;
}

/** '3 of 5' or '3' (no limit). */
export function redemptionsLabel(code: AdminPromoCode): string {
  return code.max_redemptions === null
    ? String(code.redemptions)
    : `${code.redemptions} of ${code.max_redemptions}`;
}

/** Words begun with a capital: 'Course seats'. */
export const upperFirst = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** What the code takes money off: 'Everything', or 'Course seats and subscriptions'. */
export const appliesToLabel = (code: AdminPromoCode): string => upperFirst(lineKindsInWords(code.applies_to));
