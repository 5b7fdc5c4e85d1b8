import { ApiRequestError } from '@firm/api-client';
import type { CreditNote } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditNotesTable } from './credit-notes-table';

const fake = vi.hoisted(() => ({ creditNotePdf: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('@firm/ui', async (original) => ({ ...(await original<object>()), saveFile: saved }));

const VOIDED: CreditNote = {
  number: 'CN-2026-000002',
  order_number: 'SO-2026-001042',
  invoice_number: 'INV-2026-000017',
  reason: 'void',
  amount: 1950,
  issued_at: '2026-12-05T10:00:00.000Z',
};
const REFUNDED: CreditNote = {
  ...VOIDED,
  number: 'CN-2026-000001',
  order_number: 'SO-2026-001040',
  invoice_number: null,
  reason: 'refund',
  amount: 4500,
};

const renderTable = (creditNotes: CreditNote[]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreditNotesTable creditNotes={creditNotes} />
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe('Credit notes', () => {
  it('lists what each credits against which invoice or order, and why', () => {
    renderTable([VOIDED, REFUNDED]);
    const table = screen.getByRole('table', { name: 'Credit notes' });
    const voided = within(table).getByRole('row', { name: /CN-2026-000002/ });
    expect(voided).toHaveTextContent('Invoice INV-2026-000017');
    expect(voided).toHaveTextContent('Invoice voided');
    expect(voided).toHaveTextContent('$1,950');
    const refunded = within(table).getByRole('row', { name: /CN-2026-000001/ });
    expect(refunded).toHaveTextContent('Order SO-2026-001040');
    expect(refunded).toHaveTextContent('Refund');
  });

  it('says so when there are none', () => {
    renderTable([]);
    expect(screen.getByText('Your organisation has no credit notes.')).toBeInTheDocument();
  });

  it('downloads a credit note as its PDF, and says why it could not', async () => {
    const pdf = new Blob(['%PDF-']);
    fake.creditNotePdf.mockResolvedValueOnce(pdf);
    renderTable([VOIDED]);
    const user = userEvent.setup();
    const download = screen.getByRole('button', { name: /^Download credit note\s*CN-2026-000002 \(PDF\)$/ });
    await user.click(download);
    await waitFor(() => expect(saved).toHaveBeenCalledWith(pdf, 'CN-2026-000002.pdf'));
    fake.creditNotePdf.mockRejectedValueOnce(
      new ApiRequestError(404, 'This credit note does not exist.', undefined),
    );
    await user.click(download);
    expect(await screen.findByText('This credit note does not exist.')).toBeInTheDocument();
  });
});
