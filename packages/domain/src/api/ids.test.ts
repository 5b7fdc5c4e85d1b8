import { describe, expect, it } from 'vitest';
import { AddToCartSchema, CartLineParamsSchema } from '../cart/cart.js';
import { CheckoutPaymentSchema, PayByInvoiceSchema } from '../checkout/payment.js';
import { ArchiveQuerySchema } from '../library/archive.js';
import { CreateBookmarkSchema } from '../library/bookmarks.js';
import { LibraryQuerySchema } from '../library/library.js';
import { PresignedUrlRequestSchema } from '../library/report-files.js';
import { MAX_INTEGER_ID } from './ids.js';

const TIER = 'subscription_price_for_single_user';
const checkout = { amount: 100, currency: 'usd', method: 'card', discount_price: 0 };

/** Each id a request can name, as a request with that id in its place, and the field's message. */
const ID_FIELDS = [
  [
    'cart: report_type',
    (id: unknown) => AddToCartSchema.safeParse({ report_type: id, selected_subscription: TIER }),
  ],
  ['cart line in the path', (id: unknown) => CartLineParamsSchema.safeParse({ id })],
  ['bookmark: report_id', (id: unknown) => CreateBookmarkSchema.safeParse({ report_id: id })],
  ['file link: id', (id: unknown) => PresignedUrlRequestSchema.safeParse({ id, operation: 'view' })],
  ['library: report_type', (id: unknown) => LibraryQuerySchema.safeParse({ report_type: id })],
  ['library: page', (id: unknown) => LibraryQuerySchema.safeParse({ page: id })],
  ['archive: page', (id: unknown) => ArchiveQuerySchema.safeParse({ pdf_search: 'coffee', page: id })],
  ['checkout: cart', (id: unknown) => CheckoutPaymentSchema.safeParse({ ...checkout, cart: [id] })],
  ['invoice: cart', (id: unknown) => PayByInvoiceSchema.safeParse({ discount_price: 0, cart: [id] })],
] as const;

describe('ids a request names stay within the Postgres integer range (issue 14)', () => {
  it.each(ID_FIELDS)('%s: refuses one past the largest integer, in a number or in text', (_field, parse) => {
    for (const id of [MAX_INTEGER_ID + 1, String(MAX_INTEGER_ID + 1), 99_999_999_999, 1e20, '1e20']) {
      expect(parse(id).success).toBe(false);
    }
  });

  it.each(ID_FIELDS.filter(([field]) => !field.includes('page')))(
    '%s: accepts the largest integer',
    (_f, parse) => {
      expect(parse(MAX_INTEGER_ID).success).toBe(true);
    },
  );
});
