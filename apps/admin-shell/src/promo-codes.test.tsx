import { ApiRequestError } from '@firm/api-client';
import { staffAreas, type AdminPromoCode, type StaffMe, type StaffRole } from '@firm/domain';
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
    promoCodes: vi.fn(),
    createPromoCode: vi.fn(),
    deactivatePromoCode: vi.fn(),
    promoCodeRedemptions: vi.fn(),
  },
  adminSummary: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole, writes = staffAreas(role)): StaffMe {
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads: staffAreas(role),
    writes,
  };
}

const SPRING: AdminPromoCode = {
  id: 7,
  code: 'SPRING10',
  kind: 'percent',
  percent_off: 10,
  amount_off: null,
  valid_from: '2026-03-01T00:00:00.000Z',
  valid_until: '2026-05-01T00:00:00.000Z',
  max_redemptions: 5,
  min_amount: 100,
  applies_to: [],
  deactivated_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  state: 'active',
  redemptions: 2,
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
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
  fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
  fake.admin.promoCodes.mockResolvedValue(page([SPRING]));
});

describe('promo codes', () => {
  it('lists the codes as the URL asks, and sorts through the URL', async () => {
    const router = renderAt('/admin-dashboard/promo-codes?state=active&q=spr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
    expect(fake.admin.promoCodes).toHaveBeenCalledWith({
      state: 'active',
      q: 'spr',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
    const row = screen.getByRole('cell', { name: 'SPRING10' }).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeVisible();
    expect(within(row).getByText('2 of 5')).toBeVisible();
    expect(within(row).getByText('2026-03-01 to 2026-04-30')).toBeVisible();
    expect(within(row).getByText('Everything')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Code/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'code' }));
  });

  it('creates a code and shows the server’s field messages', async () => {
    renderAt('/admin-dashboard/promo-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    fake.admin.createPromoCode.mockRejectedValueOnce(
      new ApiRequestError(409, 'A promo code SPRING10 already exists; choose another code.', {
        code: ['A promo code SPRING10 already exists; choose another code.'],
      }),
    );
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'spring10');
    await userEvent.type(within(dialog).getByLabelText(/^Percent off/), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(
      await within(dialog).findByText('A promo code SPRING10 already exists; choose another code.'),
    ).toBeVisible();
    expect(fake.admin.createPromoCode).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'spring10', kind: 'percent', percent_off: 10, applies_to: [] }),
    );

    fake.admin.createPromoCode.mockResolvedValueOnce({
      status: true,
      data: { ...SPRING, id: 8, code: 'SUMMER' },
    });
    await userEvent.clear(within(dialog).getByLabelText(/^Code/));
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'summer');
    // Issue 44: a code for some kinds of item only.
    const appliesTo = within(dialog).getByRole('group', { name: 'Applies to' });
    await userEvent.click(within(appliesTo).getByRole('checkbox', { name: 'Course seats' }));
    await userEvent.click(within(appliesTo).getByRole('checkbox', { name: 'Archived reports' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(fake.admin.createPromoCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'summer', applies_to: ['archived_report', 'course_seats'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promo code' })).toBeNull());
    expect(fake.admin.promoCodes).toHaveBeenCalledTimes(2);
  });

  it('deactivates a code only with a reason, after confirmation', async () => {
    renderAt('/admin-dashboard/promo-codes');
    await screen.findByRole('cell', { name: 'SPRING10' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate SPRING10' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate SPRING10?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate code' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    expect(fake.admin.deactivatePromoCode).not.toHaveBeenCalled();
    fake.admin.deactivatePromoCode.mockResolvedValueOnce({
      status: true,
      data: { ...SPRING, state: 'deactivated' },
    });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Leaked online');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate code' }));
    await waitFor(() => expect(fake.admin.deactivatePromoCode).toHaveBeenCalledWith(7, 'Leaked online'));
  });

  it('shows the orders placed with a code', async () => {
    fake.admin.promoCodeRedemptions.mockResolvedValue({
      ...page([
        {
          order_id: 'o1',
          number: 'SO-2026-1001',
          organisation: 'Roasters Ltd',
          tenant_id: 't1',
          status: 'paid',
          method: 'card',
          total: 1755,
          discount: 195,
          created_at: '2026-03-10T10:00:00.000Z',
          paid_at: '2026-03-10T10:05:00.000Z',
        },
      ]),
      code: 'SPRING10',
    });
    renderAt('/admin-dashboard/promo-codes');
    await screen.findByRole('cell', { name: 'SPRING10' });
    await userEvent.click(screen.getByRole('button', { name: 'Orders with SPRING10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders with SPRING10' });
    expect(await within(dialog).findByRole('cell', { name: 'SO-2026-1001' })).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: '$1,755' })).toBeVisible();
    expect(fake.admin.promoCodeRedemptions).toHaveBeenCalledWith(7, { page: 1 });
  });

  it('hides creating and deactivating from a role that only reads', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance', ['orders']) });
    renderAt('/admin-dashboard/promo-codes');
    expect(await screen.findByRole('cell', { name: 'SPRING10' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New promo code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate SPRING10' })).toBeNull();
  });
});
