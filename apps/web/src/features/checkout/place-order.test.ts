import { ApiRequestError } from '@firm/api-client';
import {
  PaymentMessages,
  PurchaseOrderMessages,
  RESULT_PAGE_FLAGS,
  type CheckoutPaymentRequest,
  type PayByInvoiceRequest,
  type ResultPageFlag,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
} from '@firm/domain';
import { describe, expect, it, vi } from 'vitest';
import { placeOrder, type Order, type OrderServices, type PaymentConfirmer } from './place-order';
import { sandboxConfirmer } from './sandbox-confirmer';

const BILLING = {
  username: 'Dana Whitfield',
  company: 'Northwind',
  email: 'dana@northwind.example',
  country: 'India',
};
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

function order(change: Partial<Order> = {}): Order {
  return {
    method: 'credit-card',
    amountCents: 405000,
    cart: [3, 4],
    discount: 1350,
    billing: { ...BILLING, zipcode: '10001' },
    poNumber: null,
    accountHolder: '',
    ...change,
  };
}

const PO_REFUSAL = new ApiRequestError(400, PurchaseOrderMessages.required, {
  po_number: [PurchaseOrderMessages.required],
});

/** A world where the API answers as told, and which records what the page did, in order. */
function world({
  card = GOOD_CARD,
  intent = 'ok',
  confirm = { status: 'succeeded' },
  invoice = 'ok',
  payment,
}: {
  card?: typeof GOOD_CARD;
  intent?: 'ok' | 'refused' | 'po-refused';
  confirm?: SandboxConfirmResponse | Error;
  invoice?: 'ok' | 'refused' | 'po-refused';
  payment?: PaymentConfirmer | null;
} = {}) {
  const events: string[] = [];
  const flags: ResultPageFlag[] = [];
  const intents: CheckoutPaymentRequest[] = [];
  const invoices: PayByInvoiceRequest[] = [];
  const confirms: SandboxConfirmRequest[] = [];
  const services: OrderServices = {
    setFlags: (...set) => {
      events.push('flags');
      flags.push(...set);
    },
    createPaymentIntent: (body) => {
      events.push('intent');
      intents.push(body);
      return intent === 'ok'
        ? Promise.resolve({
            status: true,
            client_secret: 'pi_1_secret',
            order_number: 'SO-2026-001001',
            provider: 'sandbox',
          })
        : Promise.reject(intent === 'po-refused' ? PO_REFUSAL : new Error('422'));
    },
    payByInvoice: (body) => {
      events.push('invoice');
      invoices.push(body);
      return invoice === 'ok'
        ? Promise.resolve({
            status: true,
            message: 'Invoice sent.',
            invoice_number: 'INV-1',
            due_date: '2026-01-01',
          })
        : Promise.reject(invoice === 'po-refused' ? PO_REFUSAL : new Error('500'));
    },
    payment:
      payment === undefined
        ? sandboxConfirmer(card, (body) => {
            events.push('confirm');
            confirms.push(body);
            return confirm instanceof Error ? Promise.reject(confirm) : Promise.resolve(confirm);
          })
        : payment,
  };
  return { services, events, flags, intents, invoices, confirms };
}

describe('SPEC §4 card payment', () => {
  it('sets success-page and error-page before paying, sends cents, usd, the lines and the discount, then /success-page', async () => {
    const w = world();
    expect(await placeOrder(order(), w.services)).toEqual({
      kind: 'done',
      to: '/success-page',
      announcement: 'Payment successful!',
      orderNumber: 'SO-2026-001001',
    });
    expect(w.events).toEqual(['flags', 'intent', 'confirm']);
    expect(w.flags).toEqual([RESULT_PAGE_FLAGS.success, RESULT_PAGE_FLAGS.error]);
    expect(w.intents).toEqual([
      {
        amount: 405000,
        currency: 'usd',
        method: 'card',
        cart: [3, 4],
        discount_price: 1350,
        billing: { ...BILLING, zipcode: '10001' },
        po_number: null,
      },
    ]);
    expect(w.confirms).toEqual([{ client_secret: 'pi_1_secret', method: 'card', card: GOOD_CARD }]);
  });

  it('an incomplete card shows its SPEC §8 message and asks for nothing', async () => {
    for (const [card, message] of [
      [{ ...GOOD_CARD, number: '4242' }, 'Your card number is incomplete.'],
      [{ ...GOOD_CARD, expiry: '12' }, 'Your card’s expiration date is incomplete.'],
      [{ ...GOOD_CARD, cvc: '1' }, 'Your card’s security code is incomplete.'],
    ] as const) {
      const w = world({ card });
      const outcome = await placeOrder(order(), w.services);
      expect(outcome).toMatchObject({ kind: 'payment-error', error: { message } });
      expect(w.events).toEqual([]);
    }
  });

  it("a refused intent reads 'Failed to get payment intent' and stays", async () => {
    const w = world({ intent: 'refused' });
    expect(await placeOrder(order(), w.services)).toEqual({
      kind: 'order-error',
      message: PaymentMessages.intentFailed,
    });
    expect(w.events).toEqual(['flags', 'intent']);
  });

  it("a card error shows the provider's message and stays", async () => {
    const w = world({
      confirm: {
        status: 'requires_payment_method',
        error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      },
    });
    expect(await placeOrder(order(), w.services)).toMatchObject({
      kind: 'payment-error',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('an exception while confirming goes to /error-page', async () => {
    const w = world({ confirm: new Error('network') });
    expect(await placeOrder(order(), w.services)).toMatchObject({ kind: 'done', to: '/error-page' });
  });

  it("without a card form: 'Card details not found'", async () => {
    const w = world({ payment: null });
    expect(await placeOrder(order(), w.services)).toEqual({
      kind: 'payment-error',
      error: { message: 'Card details not found' },
    });
    expect(w.events).toEqual([]);
  });

  it('an intent of another provider than the form cannot be confirmed here', async () => {
    const confirmCard = vi.fn<PaymentConfirmer['confirmCard']>();
    const stripe: PaymentConfirmer = {
      provider: 'stripe',
      checkCard: () => Promise.resolve(null),
      confirmCard,
      confirmBank: vi.fn<PaymentConfirmer['confirmBank']>(),
    };
    const w = world({ payment: stripe });
    expect(await placeOrder(order(), w.services)).toEqual({
      kind: 'order-error',
      message: PaymentMessages.intentFailed,
    });
    expect(confirmCard).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 bank transfer', () => {
  const bank = order({ method: 'bank-transfer', accountHolder: ' Dana Whitfield ', billing: BILLING });

  it.each(['processing', 'succeeded'] as const)(
    '%s → /processing-page, process-page flag set first',
    async (status) => {
      const w = world({ confirm: { status } });
      expect(await placeOrder(bank, w.services)).toEqual({
        kind: 'done',
        to: '/processing-page',
        announcement: 'Payment processing...',
        orderNumber: 'SO-2026-001001',
      });
      expect(w.events).toEqual(['flags', 'intent', 'confirm']);
      expect(w.flags).toEqual([RESULT_PAGE_FLAGS.processing, RESULT_PAGE_FLAGS.error]);
      expect(w.intents[0]).toMatchObject({ method: 'us_bank_account', amount: 405000, currency: 'usd' });
      expect(w.confirms).toEqual([
        { client_secret: 'pi_1_secret', method: 'us_bank_account', account_holder_name: 'Dana Whitfield' },
      ]);
    },
  );

  it('asks for the account holder before anything is sent', async () => {
    const w = world();
    expect(await placeOrder({ ...bank, accountHolder: '  ' }, w.services)).toEqual({
      kind: 'payment-error',
      error: { message: 'Account holder name is required' },
    });
    expect(w.events).toEqual([]);
  });

  it("a refused intent reads 'Failed to get payment intent'; an exception goes to /error-page", async () => {
    expect(await placeOrder(bank, world({ intent: 'refused' }).services)).toEqual({
      kind: 'order-error',
      message: 'Failed to get payment intent',
    });
    expect(await placeOrder(bank, world({ confirm: new Error('x') }).services)).toMatchObject({
      to: '/error-page',
    });
  });
});

describe('SPEC §4 invoice', () => {
  const invoice = order({ method: 'invoice', billing: BILLING });

  it('status true → /byinvoice, byinvoice flag set first; no card is asked for', async () => {
    const w = world({ card: { number: '', expiry: '', cvc: '' } });
    expect(await placeOrder(invoice, w.services)).toEqual({
      kind: 'done',
      to: '/byinvoice',
      announcement: 'Invoice sent.',
    });
    expect(w.events).toEqual(['flags', 'invoice']);
    expect(w.flags).toEqual([RESULT_PAGE_FLAGS.invoice, RESULT_PAGE_FLAGS.error]);
    expect(w.invoices).toEqual([{ cart: [3, 4], discount_price: 1350, billing: BILLING, po_number: null }]);
  });

  it('otherwise /error-page', async () => {
    expect(await placeOrder(invoice, world({ invoice: 'refused' }).services)).toMatchObject({
      kind: 'done',
      to: '/error-page',
    });
  });
});

describe('issue 46: a purchase-order number', () => {
  it('is sent with every kind of order', async () => {
    const w = world();
    await placeOrder(order({ poNumber: 'PO-42' }), w.services);
    await placeOrder(order({ method: 'invoice', poNumber: 'PO-43' }), w.services);
    expect(w.intents.map((body) => body.po_number)).toEqual(['PO-42']);
    expect(w.invoices.map((body) => body.po_number)).toEqual(['PO-43']);
  });

  it('the server requires is said under its field, and the page stays', async () => {
    const refused = { kind: 'field-error', field: 'po_number', message: PurchaseOrderMessages.required };
    expect(await placeOrder(order(), world({ intent: 'po-refused' }).services)).toEqual(refused);
    expect(
      await placeOrder(
        order({ method: 'bank-transfer', accountHolder: 'Dana' }),
        world({ intent: 'po-refused' }).services,
      ),
    ).toEqual(refused);
    expect(await placeOrder(order({ method: 'invoice' }), world({ invoice: 'po-refused' }).services)).toEqual(
      refused,
    );
    const w = world({ intent: 'po-refused' });
    await placeOrder(order(), w.services);
    expect(w.confirms).toEqual([]);
  });
});
