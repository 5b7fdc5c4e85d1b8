import { dollarsToCents, formatUsd, type CartResponse, type CartTax, type CouponResult } from '@firm/domain';

export interface BillingTotals {
  itemCount: number;
  /** USD, the cart's total before any code. */
  subtotal: number;
  /** USD the applied code takes off; 0 without one. */
  discount: number;
  /** The tax on what is left (issue 46), by rate; undefined until the server has said it. */
  tax: CartTax | undefined;
  /** USD to pay: the coupon's final amount when one applies (SPEC §4), else the subtotal; with the tax. */
  total: number;
  /** SPEC §7/§9: the payment amount is sent in cents. */
  amountCents: number;
}

export function billingTotals(
  cart: Pick<CartResponse, 'count' | 'total_cart_value'>,
  coupon: Pick<CouponResult, 'discounted_price' | 'final_amount'> | null,
  tax?: CartTax,
): BillingTotals {
  const subtotal = cart.total_cart_value;
  const beforeTax = coupon ? coupon.final_amount : subtotal;
  const amountCents = dollarsToCents(beforeTax) + dollarsToCents(tax?.amount ?? 0);
  return {
    itemCount: cart.count,
    subtotal,
    discount: coupon?.discounted_price ?? 0,
    tax,
    total: amountCents / 100,
    amountCents,
  };
}

/** SPEC §2: the subtotal line names how many items it adds up. */
export function subtotalLabel(itemCount: number): string {
  return `Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
}

/** The discount line: what the code takes off, as a negative amount. */
export function discountText(discount: number): string {
  return `-${formatUsd(discount, 'cents')}`;
}
