import { landingRouteFor, USER_TYPES, type LoginData, type LoginForm } from '@firm/domain';
import { useNavigate } from '@tanstack/react-router';
import { cartQueryKey, storeCart } from '../../data/cart-cache';
import { api } from '../../lib/api';
import { logFailure } from '../../lib/log-failure';
import { loadQueryClient } from '../../lib/queries';
import { useSubmission } from '../../lib/use-submission';
import { storeSignIn } from '../../data/session';
import { failedLoginMessage, refusedLoginMessage } from './login-error-message';
import type { SubscribeIntent } from './login-search';

/**
 * Signs in, stores the session and goes to the landing page of the user's type (SPEC §4). A client who came from
 * SUBSCRIBE NOW finds the chosen type and licence in the cart and goes back to the page they were on (the
 * catalogue by default). When the server refuses the line (already subscribed or already in the cart) the page
 * says so by its SUBSCRIBED or IN CART button, so the refusal is only logged. An admin lands as usual.
 */
export function useLoginMutation(intent?: SubscribeIntent, returnTo?: string) {
  const navigate = useNavigate();
  return useSubmission(async (values: LoginForm) => {
    let answer;
    try {
      answer = await api.login(values);
    } catch (error) {
      throw new Error(failedLoginMessage(error));
    }
    if (!answer.status) throw new Error(refusedLoginMessage(answer));
    const data = answer.data;
    storeSignIn(data);
    const landing = landingRouteFor(data.user_type);
    // The admin dashboard is another app on the same origin: a full page load.
    if (landing === '/admin-dashboard') {
      window.location.assign('/admin-dashboard/');
      return data;
    }
    if (data.user_type === USER_TYPES.client) keepBrowserTimeZone();
    if (intent && data.user_type === USER_TYPES.client) {
      await addIntendedLine(data, intent);
      await navigate({ href: intent.redirect ?? '/reports' });
      return data;
    }
    if (returnTo && data.user_type === USER_TYPES.client) {
      await navigate({ href: returnTo });
      return data;
    }
    await navigate({ to: landing });
    return data;
  });
}

/**
 * The browser's time zone, for the member's digests at 07:00 (issue 42): the server keeps it only while the member
 * has none, so a zone they chose stays. Signing in does not wait for it.
 */
function keepBrowserTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  api
    .updateAlertPreferences({ detected_time_zone: zone })
    .catch((error: unknown) => logFailure('Keeping the browser’s time zone', error));
}

/** Puts the type chosen before signing in into the client's cart, and the cart the server answers into the cache. */
async function addIntendedLine(data: LoginData, chosen: SubscribeIntent): Promise<void> {
  const queryClient = await loadQueryClient();
  try {
    const cart = await api.addToCart({
      report_type: chosen.reportTypeId,
      selected_subscription: chosen.tier,
    });
    await storeCart(queryClient, data.id, cart);
  } catch (error) {
    logFailure('Adding the chosen report type to the cart', error);
    await queryClient.invalidateQueries({ queryKey: cartQueryKey(data.id) });
  }
}
