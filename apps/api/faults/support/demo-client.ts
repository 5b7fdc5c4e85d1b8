import type { Action } from './load.js';

/** The demo organisation's client and the firm's admin, as the seeded demo content has them. */
const DEMO_CLIENT = { email: 'client@softline.example', password: 'Client#2025demo' };
const DEMO_ADMIN = { email: 'admin@softline.example', password: 'Admin#2025demo' };

/** Throws, with the answer's body, unless `response` has `status`: a setup step that failed stops the run. */
async function ensureStatus(response: Response, status: number): Promise<void> {
  if (response.status !== status)
    throw new Error(`${response.url} answered ${response.status}, not ${status}: ${await response.text()}`);
}

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
  await ensureStatus(login, 200);
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
  await ensureStatus(added, 201);
  const cart = (await added.json()) as { data: { id: number }[]; total_cart_value: number };
  return {
    amount: Math.round(cart.total_cart_value * 100),
    currency: 'usd',
    method,
    cart: cart.data.map((line) => line.id),
    discount_price: 0,
  };
}

/**
 * The demo client's everyday calls, signed in: the catalogue, the archive search (one word and two), its library, a
 * download link and the download, and checking out a type it does not hold by card (the same cart each time).
 */
export async function demoClientActions(origin: string): Promise<Action[]> {
  const client = await signInDemoClient(origin);
  const { auth } = client;
  const report = client.library.data
    .flatMap((group) => group.reports)
    .find((candidate) => client.library.report_access.includes(candidate.report_type))!;
  const newLink = async () => {
    const linkAnswer = await fetch(
      `${origin}/api/reports/generate-presigned-url/`,
      jsonRequest({ id: report.id, operation: 'download' }, auth),
    );
    await ensureStatus(linkAnswer, 200);
    return (await linkAnswer.json()) as { url: string };
  };
  let link = await newLink();
  // A signed link lasts minutes: a long load downloads through a fresh one.
  const refresh = setInterval(() => {
    void newLink().then(
      (fresh) => (link = fresh),
      () => {},
    );
  }, 60_000);
  refresh.unref();
  const checkout = await cartCheckout(origin, client, client.typeNotHeld, 'card');
  // Checked out once before the load, as a reader does: the load's checkouts then answer the order's intent.
  await ensureStatus(
    await fetch(`${origin}/api/reports/bank/payments/checkout/`, jsonRequest(checkout, auth)),
    200,
  );
  const words = ['coffee', 'sugar prices', 'cocoa', 'cotton exports', 'orange juice'];
  let searches = 0;
  return [
    { name: 'browse', request: () => ({ url: `${origin}/api/reports/report-types` }) },
    {
      name: 'search',
      request: () => ({
        url: `${origin}/api/reports/elastic-search/?pdf_search=${encodeURIComponent(words[searches++ % words.length]!)}`,
        init: { headers: auth },
      }),
    },
    {
      name: 'library',
      request: () => ({ url: `${origin}/api/reports/report/acess/`, init: { headers: auth } }),
    },
    {
      name: 'download link',
      request: () => ({
        url: `${origin}/api/reports/generate-presigned-url/`,
        init: jsonRequest({ id: report.id, operation: 'download' }, auth),
      }),
    },
    { name: 'download', request: () => ({ url: link.url.replace(/^https?:\/\/[^/]+/, origin) }) },
    { name: 'cart', request: () => ({ url: `${origin}/api/reports/cart/`, init: { headers: auth } }) },
    {
      name: 'checkout',
      request: () => ({
        url: `${origin}/api/reports/bank/payments/checkout/`,
        init: jsonRequest(checkout, auth),
      }),
    },
  ];
}
