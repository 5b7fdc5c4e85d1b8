import { ApiRequestError } from '@firm/api-client';
import { staffAreas, TaxRateMessages, type StaffMe, type StaffRole, type TaxRate } from '@firm/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

const fake = vi.hoisted(() => ({
  admin: {
    me: vi.fn(),
    taxRates: vi.fn(),
    createTaxRate: vi.fn(),
    updateTaxRate: vi.fn(),
    deleteTaxRate: vi.fn(),
  },
  adminSummary: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole): StaffMe {
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads: staffAreas(role),
    writes: role === 'finance' || role === 'admin' ? staffAreas(role) : [],
  };
}

const UK: TaxRate = {
  id: 1,
  country: 'GB',
  region: null,
  rate: 20,
  label: 'VAT',
  updated_at: '2026-11-02T09:00:00.000Z',
};
const NY: TaxRate = {
  id: 2,
  country: 'US',
  region: 'NY',
  rate: 8.875,
  label: 'Sales tax',
  updated_at: '2026-11-03T09:00:00.000Z',
};
const answer = (data: TaxRate[], message?: string) => ({ status: true as const, message, data });

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
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
  fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
  fake.admin.taxRates.mockResolvedValue(answer([UK, NY]));
});

/** Issue 46, point 4: the rates the back office keeps. */
describe('tax rates', () => {
  it('lists the rates by place, in the navigation of finance', async () => {
    renderAt('/admin-dashboard/tax-rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax rates' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tax rates' })).toHaveAttribute('aria-current', 'page');
    const ny = screen.getByRole('rowheader', { name: 'United States, NY' }).closest('tr')!;
    expect(within(ny).getByText('8.875%')).toBeVisible();
    expect(within(ny).getByText('Sales tax')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'United Kingdom' })).toBeVisible();
  });

  it('adds a rate: the form checks it first, then shows the server’s message on its field', async () => {
    renderAt('/admin-dashboard/tax-rates');
    await userEvent.click(await screen.findByRole('button', { name: 'New tax rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax rate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(within(dialog).getByLabelText('Country')).toHaveAccessibleDescription(
      TaxRateMessages.countryUnknown,
    );
    expect(fake.admin.createTaxRate).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'US');
    await userEvent.type(within(dialog).getByLabelText(/^US state/), 'ZZ');
    await userEvent.type(within(dialog).getByLabelText(/^Rate/), '6.25');
    await userEvent.type(within(dialog).getByLabelText(/^Name on invoices/), 'Sales tax');
    fake.admin.createTaxRate.mockRejectedValueOnce(
      new ApiRequestError(400, TaxRateMessages.stateUnknown, { region: [TaxRateMessages.stateUnknown] }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(await within(dialog).findByText(TaxRateMessages.stateUnknown)).toBeVisible();
    expect(fake.admin.createTaxRate).toHaveBeenCalledWith({
      country: 'US',
      region: 'ZZ',
      rate: 6.25,
      label: 'Sales tax',
    });

    const texas: TaxRate = { ...NY, id: 3, region: 'TX', rate: 6.25 };
    fake.admin.createTaxRate.mockResolvedValueOnce(answer([UK, NY, texas], TaxRateMessages.created));
    await userEvent.clear(within(dialog).getByLabelText(/^US state/));
    await userEvent.type(within(dialog).getByLabelText(/^US state/), 'TX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New tax rate' })).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'United States, TX' })).toBeVisible();
  });

  it('changes a rate from its row, and removes one after confirming', async () => {
    renderAt('/admin-dashboard/tax-rates');
    await userEvent.click(await screen.findByRole('button', { name: 'Change the rate of United Kingdom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the rate of GB' });
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveValue(20);
    await userEvent.clear(within(dialog).getByLabelText(/^Rate/));
    await userEvent.type(within(dialog).getByLabelText(/^Rate/), '17.5');
    fake.admin.updateTaxRate.mockResolvedValueOnce(
      answer([{ ...UK, rate: 17.5 }, NY], TaxRateMessages.updated),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(fake.admin.updateTaxRate).toHaveBeenCalledWith(1, {
      country: 'GB',
      region: null,
      rate: 17.5,
      label: 'VAT',
    });
    expect(await screen.findByText('17.5%')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the rate of United States, NY' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the rate of United States, NY?' });
    fake.admin.deleteTaxRate.mockResolvedValueOnce(answer([{ ...UK, rate: 17.5 }], TaxRateMessages.deleted));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove rate' }));
    expect(fake.admin.deleteTaxRate).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'United States, NY' })).toBeNull());
  });

  it('is not shown to an editor', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
    renderAt('/admin-dashboard/tax-rates');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(fake.admin.taxRates).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Tax rates' })).toBeNull();
  });
});
