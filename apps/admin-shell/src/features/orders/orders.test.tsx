import { ApiRequestError } from '@firm/api-client';
import { staffAreas, type AdminOrderDetail, type AdminOrderRow, type StaffRole } from '@firm/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { createAppRouter } from '../../router';

const fake = vi.hoisted(() => ({
  admin: {
    me: vi.fn(),
    orders: vi.fn(),
    order: vi.fn(),
    exportOrders: vi.fn(),
    markOrderPaid: vi.fn(),
    voidOrderInvoice: vi.fn(),
    resendOrderInvoice: vi.fn(),
    refundOrder: vi.fn(),
    creditOrder: vi.fn(),
    invoicePdf: vi.fn(),
    eInvoice: vi.fn(),
    receiptPdf: vi.fn(),
    creditNotePdf: vi.fn(),
    overview: vi.fn(),
    audit: vi.fn(),
  },
  adminSummary: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('../../lib/api', () => ({ api: fake }));

function staff(role: StaffRole) {
  const reads = staffAreas(role);
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Fin Staff',
    staff_role: role,
    reads,
    writes: role === 'finance' ? ['promo-codes', 'orders'] : reads,
  };
}

const ROW: AdminOrderRow = {
  number: 'SO-2026-001042',
  organisation: 'Café Bom',
  tenant_id: 't1',
  buyer_email: 'ana@cafe.example.br',
  buyer_name: 'Ana Souza',
  method: 'invoice',
  kind: 'purchase',
  status: 'pending',
  total_cents: 195_000,
  currency: 'usd',
  created_at: '2026-10-01T10:00:00.000Z',
  paid_at: null,
  invoice_number: 'INV-2026-001042',
  invoice_due_at: '2026-10-31T10:00:00.000Z',
  overdue: true,
  items: [
    { name: 'Coffee Weekly Report', tier: 'subscription_price_for_single_user' },
    { name: 'Course: Cotton basis, 12–15 March 2027 (2 seats)', tier: null },
  ],
};

const DETAIL: AdminOrderDetail = {
  ...ROW,
  items: [
    {
      report_type_id: 1,
      report_type_name: 'Coffee Weekly Report',
      tier: 'subscription_price_for_single_user',
      price_cents: 195_000,
    },
  ],
  subtotal_cents: 195_000,
  discount_cents: 0,
  tax: {
    cents: 0,
    lines: [{ label: 'VAT (reverse charge)', amount_cents: 0 }],
    note: 'Reverse charge: VAT to be accounted for by the recipient.',
  },
  coupon: null,
  po_number: 'PO-2027-118',
  credit_notes: [],
  buyer: { id: 'b1', name: 'Ana Souza', email: 'ana@cafe.example.br' },
  billing: null,
  invoiced_to: {
    legal_name: 'Café Exportadora Ltda',
    address_lines: ['Rua XV de Novembro 95', 'Santos, 11010-151', 'Brazil'],
    tax_id: null,
    ap_emails: ['ap@cafe.example.br'],
  },
  payment: {
    provider: null,
    intent_id: null,
    paid_at: null,
    refund_id: null,
    refunded_at: null,
    failure_message: null,
  },
  timeline: [{ kind: 'placed', at: ROW.created_at, note: null }],
  audit: [],
};

const page = <T,>(data: T[]) => ({ status: true as const, count: data.length, page: 1, page_size: 25, data });

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
  fake.admin.orders.mockResolvedValue(page([ROW]));
  fake.admin.order.mockResolvedValue({ status: true, data: DETAIL });
  fake.admin.audit.mockResolvedValue(page([]));
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
});

describe('the orders list', () => {
  it('asks the server for what the URL says, and filters through the URL', async () => {
    const router = renderAt('/admin-dashboard/orders?status=pending&method=invoice&sort=total&direction=asc');
    expect(await screen.findByRole('link', { name: 'SO-2026-001042' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Awaiting payment (overdue)' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Purchase' })).toBeVisible();
    expect(
      screen.getByRole('cell', {
        name: 'Coffee Weekly Report (SINGLE USER); Course: Cotton basis, 12–15 March 2027 (2 seats)',
      }),
    ).toBeVisible();
    expect(fake.admin.orders).toHaveBeenLastCalledWith({
      status: 'pending',
      method: 'invoice',
      sort: 'total',
      direction: 'asc',
      page: 1,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search order, invoice, organisation or buyer email'), 'cafe');
    await user.type(screen.getByLabelText('Placed from'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        q: 'cafe',
        from: '2026-10-01',
        status: 'pending',
      }),
    );
  });

  it('exports what the filters match', async () => {
    fake.admin.exportOrders.mockResolvedValue(new Blob(['x']));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderAt('/admin-dashboard/orders?method=card');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fake.admin.exportOrders).toHaveBeenCalledWith(expect.objectContaining({ method: 'card' })),
    );
  });

  it('says so when nothing matches', async () => {
    fake.admin.orders.mockResolvedValue(page([]));
    renderAt('/admin-dashboard/orders?status=refunded');
    expect(await screen.findByText('No order matches these filters.')).toBeVisible();
  });

  it('is refused to an editor without asking the API', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
    renderAt('/admin-dashboard/orders');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(fake.admin.orders).not.toHaveBeenCalled();
  });
});

describe('an order', () => {
  it('shows its items and amounts, and marks the invoice paid after confirming', async () => {
    fake.admin.markOrderPaid.mockResolvedValue({
      status: true,
      data: { ...DETAIL, status: 'paid', overdue: false, paid_at: '2026-11-01T10:00:00.000Z' },
    });
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-2026-001042' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Coffee Weekly Report' })).toBeVisible();
    // Issue 46: the buyer's purchase-order number.
    expect(screen.getByText('Purchase order', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'PO-2027-118',
    );
    // Issue 46: the tax by rate, and why there is none.
    expect(screen.getByText('VAT (reverse charge)', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$0',
    );
    expect(screen.getByText('Tax note', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^Reverse charge/,
    );
    // Issue 46: whom the invoice is made out to, as the order froze it.
    const invoicedTo = screen.getByRole('region', { name: 'Invoiced to' });
    expect(invoicedTo).toHaveTextContent('Café Exportadora Ltda');
    expect(invoicedTo).toHaveTextContent('Santos, 11010-151');
    expect(invoicedTo).toHaveTextContent('Tax IDNone');
    expect(invoicedTo).toHaveTextContent('ap@cafe.example.br');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark invoice paid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark the invoice paid?' });
    // Access starts: a reason (the payment's reference) is asked first.
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Please give a reason/);
    expect(fake.admin.markOrderPaid).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Wire ref 4471');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(fake.admin.markOrderPaid).toHaveBeenCalledWith('SO-2026-001042', { reason: 'Wire ref 4471' }),
    );
    expect(await screen.findByText(/is marked paid; the subscriptions have started/)).toBeVisible();
  });

  it('waives a late fee by voiding its invoice, and says so', async () => {
    const fee = { ...DETAIL, kind: 'late_fee' as const, total_cents: 10_000 };
    fake.admin.order.mockResolvedValue({ status: true, data: fee });
    fake.admin.voidOrderInvoice.mockResolvedValue({ status: true, data: { ...fee, status: 'cancelled' } });
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    expect(await screen.findByText('Late fee')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Waive late fee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Waive the late fee?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'First time late');
    await user.click(within(dialog).getByRole('button', { name: 'Waive late fee' }));
    await waitFor(() =>
      expect(fake.admin.voidOrderInvoice).toHaveBeenCalledWith('SO-2026-001042', {
        reason: 'First time late',
      }),
    );
    expect(await screen.findByText('The late fee of invoice INV-2026-001042 is waived.')).toBeVisible();
  });

  it('asks a reason before voiding, and shows why the server refused', async () => {
    fake.admin.voidOrderInvoice.mockRejectedValue(
      new ApiRequestError(409, 'Invoice INV-2026-001042 is paid and cannot be voided.', undefined),
    );
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void the invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    expect(fake.admin.voidOrderInvoice).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Client withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(
      await within(dialog).findByText('Invoice INV-2026-001042 is paid and cannot be voided.'),
    ).toBeVisible();
    expect(fake.admin.voidOrderInvoice).toHaveBeenCalledWith('SO-2026-001042', { reason: 'Client withdrew' });
  });

  it('refunds a paid card order with the access choice', async () => {
    const card: AdminOrderDetail = {
      ...DETAIL,
      method: 'card',
      status: 'paid',
      invoice_number: null,
      invoice_due_at: null,
      overdue: false,
      payment: { ...DETAIL.payment, provider: 'sandbox', intent_id: 'pi_1', paid_at: ROW.created_at },
    };
    fake.admin.order.mockResolvedValue({ status: true, data: card });
    const creditNote = {
      number: 'CN-2026-000001',
      order_number: 'SO-2026-001042',
      invoice_number: null,
      reason: 'refund' as const,
      amount: 1950,
      issued_at: '2026-11-02T10:00:00.000Z',
    };
    const refunded: AdminOrderDetail = { ...card, status: 'refunded', credit_notes: [creditNote] };
    fake.admin.refundOrder.mockImplementation(() => {
      fake.admin.order.mockResolvedValue({ status: true, data: refunded });
      return Promise.resolve({ status: true, data: refunded });
    });
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Refund payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund the payment?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate');
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'keep');
    await user.click(within(dialog).getByRole('button', { name: /^Refund \$1,950/ }));
    await waitFor(() =>
      expect(fake.admin.refundOrder).toHaveBeenCalledWith('SO-2026-001042', {
        reason: 'Duplicate',
        end_access: false,
      }),
    );
    // Issue 46: the refund's credit note is listed, with its PDF.
    const notes = await screen.findByRole('region', { name: 'Credit notes' });
    expect(within(notes).getByRole('row', { name: /CN-2026-000001 Refund \$1,950/ })).toBeVisible();
    fake.admin.creditNotePdf.mockResolvedValue(new Blob(['%PDF-']));
    await user.click(
      within(notes).getByRole('button', { name: /^Download credit note\s*CN-2026-000001 PDF$/ }),
    );
    await waitFor(() => expect(fake.admin.creditNotePdf).toHaveBeenCalledWith('CN-2026-000001'));
  });

  it('issues a credit note for part of a paid invoice: checked before sending, the server refusing an amount under it', async () => {
    const paid: AdminOrderDetail = {
      ...DETAIL,
      status: 'paid',
      overdue: false,
      payment: { ...DETAIL.payment, paid_at: ROW.created_at },
    };
    fake.admin.order.mockResolvedValue({ status: true, data: paid });
    const note = {
      number: 'CN-2026-000007',
      order_number: 'SO-2026-001042',
      invoice_number: paid.invoice_number,
      reason: 'correction' as const,
      amount: 450,
      issued_at: '2026-11-02T10:00:00.000Z',
    };
    const credited: AdminOrderDetail = { ...paid, credit_notes: [note] };
    const refusal = `A credit note may give back at most $1,950: what is left of invoice ${paid.invoice_number} after its earlier credit notes.`;
    fake.admin.creditOrder
      .mockRejectedValueOnce(new ApiRequestError(400, refusal, { amount: [refusal] }))
      .mockImplementationOnce(() => {
        fake.admin.order.mockResolvedValue({ status: true, data: credited });
        return Promise.resolve({ status: true, data: credited });
      });
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue a credit note' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue a credit note?' });
    expect(dialog).toHaveTextContent('$1,950 is left to credit.');

    // Checked here first: nothing is sent while the amount or reason is wrong.
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    const amount = within(dialog).getByLabelText(/Amount \(USD\)/);
    expect(amount).toHaveAccessibleDescription(/Enter the amount to credit in dollars/);
    expect(amount).toHaveFocus();
    await user.type(amount, '2000');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong tier invoiced');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(amount).toHaveAccessibleDescription(/at most \$1,950/);
    expect(fake.admin.creditOrder).not.toHaveBeenCalled();

    // The server's refusal of the amount is shown under it, too.
    await user.clear(amount);
    await user.type(amount, '1950');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(new RegExp(refusal.replace(/[$.]/g, '\\$&'))),
    );

    await user.clear(amount);
    await user.type(amount, '450');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'correction');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(fake.admin.creditOrder).toHaveBeenLastCalledWith('SO-2026-001042', {
        kind: 'correction',
        amount: 450,
        reason: 'Wrong tier invoiced',
      }),
    );
    expect(
      await screen.findByText('Credit note CN-2026-000007 for $450 is issued and mailed.'),
    ).toBeVisible();
    const notes = await screen.findByRole('region', { name: 'Credit notes' });
    expect(within(notes).getByRole('row', { name: /CN-2026-000007 Price correction \$450/ })).toBeVisible();
  });

  it('downloads the receipt of a paid card order, and says why it could not', async () => {
    const card: AdminOrderDetail = {
      ...DETAIL,
      method: 'card',
      status: 'paid',
      invoice_number: null,
      invoice_due_at: null,
      overdue: false,
    };
    fake.admin.order.mockResolvedValue({ status: true, data: card });
    fake.admin.receiptPdf.mockRejectedValue(
      new ApiRequestError(404, 'There is no receipt for this order.', undefined),
    );
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download receipt PDF' }));
    expect(await screen.findByText('There is no receipt for this order.')).toBeVisible();
    expect(fake.admin.receiptPdf).toHaveBeenCalledWith('SO-2026-001042');
    expect(fake.admin.invoicePdf).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Download invoice PDF' })).toBeNull();
    // A receipt has no e-invoice: only an invoice is issued as one.
    expect(screen.queryByRole('button', { name: 'Download e-invoice (XML)' })).toBeNull();
  });

  it('downloads an invoice as its e-invoice (XML), saved under the invoice number', async () => {
    fake.admin.eInvoice.mockResolvedValue(new Blob(['<xml/>'], { type: 'application/xml' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download e-invoice (XML)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fake.admin.eInvoice).toHaveBeenCalledWith(DETAIL.invoice_number);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${DETAIL.invoice_number}.xml`);
    expect(fake.admin.invoicePdf).not.toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('hides the actions from a role that only reads orders', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: { ...staff('finance'), writes: [] } });
    renderAt('/admin-dashboard/orders/SO-2026-001042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-2026-001042' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark invoice paid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invoice PDF' })).toBeVisible();
  });
});
