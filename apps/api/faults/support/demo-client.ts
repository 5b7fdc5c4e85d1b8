import { expect } from 'vitest';

/** The demo organisation's client and the firm's admin, as the seeded demo content has them. */
const DEMO_CLIENT = { email: 'client@softline.example', password: 'Client#2025demo' };
const DEMO_ADMIN = { email: 'admin@softline.example', password: 'Admin#2025demo' };

/** A JSON request, with the client's authorisation when given. */
export function jsonRequest(body: unknown, auth: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** What the demo client's calls need: its authorisation, its library and a report type it may buy. */
export interface DemoClient {
  auth: { authorization: string };
  library: { data: { reports: { id: number; report_type: number }[] }[]; report_access: number[] };
  /** A report type sold on its own that the organisation does not hold. */
  typeNotHeld: number;
}

/** Signs `account` in on the server at `origin`: its authorisation header. */
async function signIn(origin: string, account: { email: string; password: string }) {
  const login = await fetch(`${origin}/api/accounts/clientlogin/`, jsonRequest(account));
  expect(login.status, await login.clone().text()).toBe(200);
  return {
    authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}`,
  };
}

/** The demo admin's authorisation on the server at `origin`. */
export function signInDemoAdmin(origin: string) {
  return signIn(origin, DEMO_ADMIN);
}

/** Signs the demo client in on the server at `origin`. */
export async function signInDemoClient(origin: string): Promise<DemoClient> {
  const auth = await signIn(origin, DEMO_CLIENT);
  const library = (await (
    await fetch(`${origin}/api/reports/report/acess/`, { headers: auth })
  ).json()) as DemoClient['library'];
  const types = (await (await fetch(`${origin}/api/reports/report-types`)).json()) as {
    data: {
      results: {
        id: number;
        subscription_price_for_single_user: number | null;
        sub_list: { id: number; subscription_price_for_single_user: number | null }[];
      }[];
    };
  };
  const notHeld = types.data.results
    .flatMap((type) => [type, ...type.sub_list])
    .find(
      (type) => type.subscription_price_for_single_user !== null && !library.report_access.includes(type.id),
    );
  if (!notHeld) throw new Error('the demo content has no report type the demo client does not hold');
  return { auth, library, typeNotHeld: notHeld.id };
}

/**
 * Puts report type `typeId` in the client's cart for a single user, and answers the checkout call's body that pays
 * the whole cart by `method`.
 */
export async function cartCheckout(
  origin: string,
  client: DemoClient,
  typeId: number,
  method: 'card' | 'us_bank_account',
) {
  const added = await fetch(
    `${origin}/api/reports/cart/`,
    jsonRequest(
      { report_type: typeId, selected_subscription: 'subscription_price_for_single_user' },
      client.auth,
    ),
  );
  expect(added.status, await added.clone().text()).toBe(201);
  const cart = (await added.json()) as { data: { id: number }[]; total_cart_value: number };
  return {
    amount: Math.round(cart.total_cart_value * 100),
    currency: 'usd',
    method,
    cart: cart.data.map((line) => line.id),
    discount_price: 0,
  };
}
