import type { APIRequestContext } from '@playwright/test';
import { apiHeaders } from './client-api';
import { expect, type Page } from './fixtures';

/** The sandbox's card that pays (DESIGN §4); a purchase with it saves it for renewals. */
export const SANDBOX_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

const SINGLE = 'subscription_price_for_single_user';

interface ListedType {
  id: number;
  report_type_name: string;
  sub_list: ListedType[];
}

/** The id of the report type named, as the catalogue lists it (on the suite's server, or on `origin`'s). */
export async function reportTypeId(request: APIRequestContext, name: string, origin = ''): Promise<number> {
  const { data } = (await (await request.get(`${origin}/api/reports/report-types`)).json()) as {
    data: { results: ListedType[] };
  };
  const type = data.results
    .flatMap((entry) => [entry, ...entry.sub_list])
    .find((t) => t.report_type_name === name);
  expect(type, name).toBeDefined();
  return type!.id;
}

/** Puts the type at `tier` in the signed-in client's cart through the API; answers the cart. */
export async function addToCart(page: Page, typeName: string, tier = SINGLE) {
  const added = await page.request.post('/api/reports/cart/', {
    headers: await apiHeaders(page),
    data: { report_type: await reportTypeId(page.request, typeName), selected_subscription: tier },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as { data: { id: number }[]; total_cart_value: number };
}

/**
 * The signed-in client buys the type at `tier` by card through the API, as checkout does with the sandbox's paying
 * card: the card is saved for renewals and the buyer is seated.
 */
export async function buyByCard(page: Page, typeName: string, tier = SINGLE) {
  await payCartByCard(page, await addToCart(page, typeName, tier));
}

/** The signed-in client pays the whole `cart` (as the API last answered it) by card through the API, at once. */
export async function payCartByCard(
  page: Page,
  cart: { data: { id: number }[]; total_cart_value: number },
): Promise<void> {
  const headers = await apiHeaders(page);
  const intent = await page.request.post('/api/reports/bank/payments/checkout/', {
    headers,
    data: {
      amount: Math.round(cart.total_cart_value * 100),
      currency: 'usd',
      method: 'card',
      cart: cart.data.map((line) => line.id),
      discount_price: 0,
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { client_secret } = (await intent.json()) as { client_secret: string };
  const confirmed = await page.request.post('/api/payments/sandbox/confirm/', {
    headers,
    data: { client_secret, method: 'card', card: SANDBOX_CARD },
  });
  expect(await confirmed.json()).toEqual({ status: 'succeeded' });
}

/**
 * On /billing, the signed-in client fills in the billing details and the sandbox's paying card, places the order,
 * and lands on the success page.
 */
export async function placeCardOrder(page: Page, buyer: { email: string }) {
  await page.getByLabel('Name', { exact: true }).fill('Ines Duarte');
  await page.getByLabel('Company', { exact: true }).fill('Duarte Trading');
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Country', { exact: true }).selectOption('Portugal');
  await page.getByLabel('Zip code').fill('1000');
  await page.getByLabel('Card number').fill(SANDBOX_CARD.number);
  await page.getByLabel('Expiry (MM / YY)').fill(SANDBOX_CARD.expiry);
  await page.getByLabel('CVC').fill(SANDBOX_CARD.cvc);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/success-page\?order=SO-\d{4}-\d{6}$/);
}
