import { ApiRequestError } from '@firm/api-client';
import type { BillingOrder } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersTable } from './orders-table';

const fake = vi.hoisted(() => ({ invoicePdf: vi.fn(), eInvoice: vi.fn(), receiptPdf: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('@firm/ui', async (original) => ({ ...(await original<object>()), saveFile: saved }));

const INVOICED: BillingOrder = {
  number: 'SO-2026-001042',
  kind: 'purchase',
  status: 'pending',
  method: 'invoice',
  total: 195000,
  created_at: '2026-12-01T10:00:00.000Z',
  paid_at: null,
  invoice_number: 'INV-2026-000017',
  invoice_due_at: '2026-12-31T10:00:00.000Z',
  po_number: 'PO-7781',
  description: 'Coffee Weekly Report',
  payable: false,
};
const PAID_BY_CARD: BillingOrder = {
  ...INVOICED,
  number: 'SO-2026-001043',
  status: 'paid',
  method: 'card',
  paid_at: '2026-12-01T10:00:00.000Z',
  invoice_number: null,
  invoice_due_at: null,
  po_number: null,
};

const renderTable = (orders: BillingOrder[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrdersTable orders={orders} payment={() => null} onChanged={() => undefined} />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe('Orders and invoices: downloads', () => {
  it('offers an invoice as its PDF and as an e-invoice (XML), a receipt as its PDF only', () => {
    renderTable([INVOICED, PAID_BY_CARD]);
    const invoiced = screen.getByRole('row', { name: /SO-2026-001042/ });
    expect(
      within(invoiced).getByRole('button', { name: /^Download invoice\s*INV-2026-000017 \(PDF\)$/ }),
    ).toBeVisible();
    expect(
      within(invoiced).getByRole('button', { name: /^E-invoice\s*INV-2026-000017 \(XML\)$/ }),
    ).toBeVisible();
    const card = screen.getByRole('row', { name: /SO-2026-001043/ });
    expect(
      within(card).getByRole('button', { name: /^Download receipt\s*SO-2026-001043 \(PDF\)$/ }),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: /E-invoice/ })).toBeNull();
  });

  it('saves the e-invoice under the invoice number, and says why it could not', async () => {
    const xml = new Blob(['<rsm:CrossIndustryInvoice/>'], { type: 'application/xml' });
    fake.eInvoice.mockResolvedValueOnce(xml);
    renderTable([INVOICED]);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /^E-invoice\s*INV-2026-000017 \(XML\)$/ });
    await user.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalledWith(xml, 'INV-2026-000017.xml'));
    expect(fake.eInvoice).toHaveBeenCalledWith('INV-2026-000017');
    expect(fake.invoicePdf).not.toHaveBeenCalled();

    fake.eInvoice.mockRejectedValueOnce(new ApiRequestError(500, undefined, undefined));
    await user.click(button);
    expect(await screen.findByText('The e-invoice could not be downloaded. Please try again.')).toBeVisible();
  });
});
