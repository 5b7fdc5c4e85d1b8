import { ApiRequestError } from '@firm/api-client';
import { couponFailureMessage, CouponMessages, sanitiseEventCode, type CartResponse } from '@firm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../lib/api';
import { cartQueryKey } from '../../data/cart-cache';
import { logFailure } from '../../lib/log-failure';
import { useSession } from '../../data/session';

/**
 * SPEC §4/§5/§8 event code: typed without spaces in upper case; APPLY asks apply-coupon for the cart total with the
 * code. A valid code is remembered with the cart on the server (so a reload keeps it), sets the discount and final
 * total, and `onApplied` runs, which puts the payment back on card; a refusal shows the first promo_code reason,
 * else 'Coupon not valid'. Editing the code clears both, and the cart forgets the code.
 */
export function useEventCode(cart: CartResponse, onApplied: () => void) {
  const queryClient = useQueryClient();
  const { id } = useSession();
  const remembered = cart.applied_coupon;
  const [code, setCode] = useState(remembered?.promo_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // An answer for a code that has since been edited (or re-applied) is no longer the user's question.
  const attempt = useRef(0);

  const setRemembered = (applied: CartResponse['applied_coupon']) =>
    queryClient.setQueryData<CartResponse>(cartQueryKey(id), (current) =>
      current ? { ...current, applied_coupon: applied } : current,
    );

  const change = (typed: string) => {
    const next = sanitiseEventCode(typed);
    if (next === code) return;
    attempt.current += 1;
    setCode(next);
    setError(null);
    setPending(false);
    if (remembered && next !== remembered.promo_code) {
      setRemembered(null);
      api.removeCoupon().catch((failure: unknown) => logFailure('Removing the promo code', failure));
    }
  };

  const apply = async () => {
    if (code === '') {
      setError(CouponMessages.required);
      return;
    }
    const current = (attempt.current += 1);
    setPending(true);
    setError(null);
    try {
      const result = await api.applyCoupon({ amount: cart.total_cart_value, promo_code: code });
      if (current !== attempt.current) return;
      setRemembered({
        promo_code: result.promo_code,
        discounted_price: result.discounted_price,
        final_amount: result.final_amount,
      });
      onApplied();
    } catch (failure) {
      if (current !== attempt.current) return;
      setError(couponFailureMessage(failure instanceof ApiRequestError ? failure.body : undefined));
    } finally {
      if (current === attempt.current) setPending(false);
    }
  };

  return {
    code,
    change,
    apply,
    pending,
    error,
    /** The code the cart holds, while the box still shows it. */
    applied: remembered && remembered.promo_code === code ? remembered : null,
  };
}
