import { ApiRequestError } from '@firm/api-client';
import { staffAreas, type AdminReportType, type StaffMe, type StaffRole } from '@firm/domain';
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
    reportTypes: vi.fn(),
    updateReportType: vi.fn(),
    uploadReportTypeImage: vi.fn(),
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
    writes: staffAreas(role),
  };
}

const COFFEE: AdminReportType = {
  id: 2,
  name: 'Coffee',
  title: 'Arabica and robusta',
  description: 'Coffee markets.',
  parent_id: null,
  parent_name: null,
  position: 1,
  image_url: null,
  price_single: null,
  price_upto_3: null,
  price_enterprise: null,
  price_archived_report: null,
  reports: 0,
  active_subscriptions: 0,
};
const WEEKLY: AdminReportType = {
  ...COFFEE,
  id: 3,
  name: 'Coffee Weekly Report',
  title: 'Coffee every Monday',
  parent_id: 2,
  parent_name: 'Coffee',
  position: 2,
  price_single: 1950,
  price_upto_3: 4400,
  price_enterprise: 7800,
  price_archived_report: 250,
  reports: 12,
  active_subscriptions: 3,
};

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
  fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
  fake.admin.reportTypes.mockResolvedValue({ status: true, count: 2, data: [COFFEE, WEEKLY] });
});

describe('report types', () => {
  it('an editor lands on the report types, listed as the URL asks with prices and counts', async () => {
    const router = renderAt('/admin-dashboard/report-types?q=coffee&sort=name&direction=desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report types' })).toBeVisible();
    expect(fake.admin.reportTypes).toHaveBeenCalledWith({ q: 'coffee', sort: 'name', direction: 'desc' });
    const row = screen.getByRole('cell', { name: 'Coffee Weekly Report' }).closest('tr')!;
    expect(within(row).getByText('$1,950')).toBeVisible();
    expect(within(row).getByText('12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Reports/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'reports' }));
  });

  it('edits prices and shows the server’s field messages', async () => {
    renderAt('/admin-dashboard/report-types');
    await screen.findByRole('cell', { name: 'Coffee Weekly Report' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coffee Weekly Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coffee Weekly Report' });
    fake.admin.updateReportType.mockRejectedValueOnce(
      new ApiRequestError(409, 'A report type named "Coffee" exists already; choose another name.', {
        name: ['A report type named "Coffee" exists already; choose another name.'],
      }),
    );
    const single = within(dialog).getByLabelText(/^Single user/);
    await userEvent.clear(single);
    await userEvent.type(single, '2100.50');
    // No archived report of the type is sold alone any more (issue 44).
    await userEvent.clear(within(dialog).getByLabelText(/^One archived report/));
    // A price edited asks why.
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'New prices for 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A report type named "Coffee" exists already; choose another name.'),
    ).toBeVisible();
    expect(fake.admin.updateReportType).toHaveBeenCalledWith(3, {
      name: 'Coffee Weekly Report',
      title: 'Coffee every Monday',
      description: 'Coffee markets.',
      parent_id: 2,
      price_single: 2100.5,
      price_upto_3: 4400,
      price_enterprise: 7800,
      price_archived_report: null,
      reason: 'New prices for 2026',
    });
    fake.admin.updateReportType.mockResolvedValueOnce({
      status: true,
      data: { ...WEEKLY, price_single: 2100.5 },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Coffee Weekly Report' })).toBeNull(),
    );
    expect(fake.admin.uploadReportTypeImage).not.toHaveBeenCalled();
  });

  it('tells a price the browser cannot read from an empty one, and does not save it as not sold', async () => {
    renderAt('/admin-dashboard/report-types');
    await screen.findByRole('cell', { name: 'Coffee Weekly Report' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coffee Weekly Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coffee Weekly Report' });
    const single = within(dialog).getByLabelText(/^Single user/);
    // "1,950" typed into a number field: the browser answers an empty value and flags bad input.
    await userEvent.clear(single);
    Object.defineProperty(single, 'validity', { value: { badInput: true }, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price in dollars, e.g. 1950.')).toBeVisible();
    expect(single).toHaveFocus();
    expect(fake.admin.updateReportType).not.toHaveBeenCalled();
  });

  it('finance does not read the area', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/report-types');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(fake.admin.reportTypes).not.toHaveBeenCalled();
  });
});
