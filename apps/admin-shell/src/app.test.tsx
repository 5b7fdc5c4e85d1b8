import { ApiRequestError } from '@firm/api-client';
import {
  ADMIN_REPORT_MAX_BYTES,
  AdminReportMessages,
  staffAreas,
  type AdminInquiry,
  type AdminReport,
  type AdminOverview,
  type StaffMe,
  type StaffRole,
} from '@firm/domain';
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
    overview: vi.fn(),
    inquiries: vi.fn(),
    updateInquiry: vi.fn(),
    audit: vi.fn(),
    reports: vi.fn(),
    uploadReport: vi.fn(),
    updateReport: vi.fn(),
    unpublishReport: vi.fn(),
    publishReport: vi.fn(),
    deleteReport: vi.fn(),
    reportFile: vi.fn(),
    reportAlerts: vi.fn(),
  },
  adminSummary: vi.fn(),
  reportTypes: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole): StaffMe {
  const reads = staffAreas(role);
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads,
    writes: reads,
  };
}

const OVERVIEW: AdminOverview = {
  subscriptions_by_type: [{ report_type_id: 1, name: 'Coffee Weekly', active: 3, yearly_value: 13500 }],
  revenue_by_month: [
    { month: '2026-10', amount: 4500, consultations: 0, courses: 0, single_reports: 0 },
    { month: '2026-11', amount: 9000.5, consultations: 985, courses: 5000, single_reports: 150 },
  ],
  invoices: { open: 2, open_amount: 7900, overdue: 1, overdue_amount: 3950 },
  new_inquiries: 4,
  latest_orders: [],
};

const INQUIRY: AdminInquiry = {
  id: 'i1',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@cafe.example.br',
  phone: '1155550100',
  phone_code: '+55',
  company: 'Café Bom',
  country: 'Brazil',
  hear_about_us: 'conference_trade_show',
  reason_for_inquiry: 'consultation',
  comments: 'A session on arabica hedging, please.',
  created_at: '2026-11-20T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
};

const REPORT: AdminReport = {
  id: 7,
  name: 'Coffee Weekly — 9 March 2026',
  summary: 'Frost lifts arabica.',
  report_type: 3,
  report_type_name: 'Coffee Weekly Report',
  published_at: '2026-03-09T00:00:00.000Z',
  created_at: '2026-03-10T08:00:00.000Z',
  unpublished_at: null,
  total_word_count: 1234,
  file_size: 850 * 1024,
  file_replaced_at: null,
};

const REPORT_TYPES = {
  status: true as const,
  data: {
    results: [
      {
        id: 1,
        report_type_name: 'Coffee',
        title: 'Coffee',
        report_type: null,
        subscription_price_for_single_user: null,
        subscription_price_for_upto_3_user: null,
        subscription_price_for_enterprise: null,
        sub_list: [
          {
            id: 3,
            report_type_name: 'Coffee Weekly Report',
            title: 'Coffee Weekly',
            report_type: 1,
            subscription_price_for_single_user: 1500,
            subscription_price_for_upto_3_user: 3000,
            subscription_price_for_enterprise: 4500,
            sub_list: [],
          },
        ],
      },
    ],
  },
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

const nav = () => screen.findByRole('navigation', { name: 'Back office' });

beforeEach(() => {
  vi.clearAllMocks();
  fake.admin.overview.mockResolvedValue({ status: true, data: OVERVIEW });
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
  fake.admin.inquiries.mockResolvedValue(page([INQUIRY]));
  fake.admin.audit.mockResolvedValue(page([]));
  fake.admin.reports.mockResolvedValue(page([REPORT]));
  fake.admin.reportAlerts.mockResolvedValue({ status: true, data: [] });
  fake.reportTypes.mockResolvedValue(REPORT_TYPES);
});

describe('the back office by staff role', () => {
  it('an admin sees every built area, on the overview with its head counts', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    renderAt('/admin-dashboard/');
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Reports',
      'Report types',
      'Promo codes',
      'Orders',
      'Clients',
      'Inquiries',
      'Audit log',
      'Staff',
      'Consultations',
      'Courses',
      'Tax rates',
    ]);
    expect(within(await nav()).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    expect(await screen.findByText('Client organisations')).toBeVisible();
    expect(screen.getByText('Sam Staff')).toBeVisible();
    expect(screen.getByText('(Admin)')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Paid orders of the last 12 months' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$9,000.50' })).toBeInTheDocument();
    const byKind = screen.getByRole('table', { name: 'Revenue by kind of sale' });
    const row = (name: string) =>
      within(byKind).getByRole('rowheader', { name }).closest('tr')!.textContent?.replace(name, '');
    expect(row('Subscriptions (with renewals, upgrades and late fees)')).toBe('$7,365.50$2,865.50');
    expect(row('Consultations (sessions and credits)')).toBe('$985$985');
    expect(row('Course seats')).toBe('$5,000$5,000');
    expect(row('Single archived reports')).toBe('$150$150');
    expect(screen.getByRole('link', { name: /4\s*new inquiries: open the inbox/ })).toHaveAttribute(
      'href',
      '/admin-dashboard/inquiries?state=new',
    );
  });

  it('finance sees the overview, the promo codes, the orders, the clients and the tax rates, and an area it does not read is refused without asking the API', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/inquiries');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(
      within(await nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Promo codes', 'Orders', 'Clients', 'Tax rates']);
    expect(fake.admin.inquiries).not.toHaveBeenCalled();
  });

  it('an editor lands on the reports, without the overview', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
    const router = renderAt('/admin-dashboard/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/reports');
    expect(
      within(await nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Report types', 'Courses']);
    expect(fake.admin.overview).not.toHaveBeenCalled();
  });

  it("shows the server's message when the overview is refused, and keeps the head counts", async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.overview.mockRejectedValue(new ApiRequestError(500, 'The overview is resting.', undefined));
    renderAt('/admin-dashboard/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The overview is resting.');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    expect(screen.getByText('Client organisations')).toBeVisible();
  });
});

describe('the inquiries inbox', () => {
  beforeEach(() => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
  });

  it('asks the server for what the URL says and sorts through the URL', async () => {
    fake.admin.inquiries.mockResolvedValue({ ...page([INQUIRY]), count: 30, page: 2 });
    const router = renderAt('/admin-dashboard/inquiries?state=handled&q=ana&page=2');
    expect(await screen.findByRole('button', { name: /Ana Souza/ })).toBeVisible();
    expect(fake.admin.inquiries).toHaveBeenLastCalledWith({
      state: 'handled',
      q: 'ana',
      sort: 'created_at',
      direction: 'desc',
      page: 2,
    });
    expect(screen.getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'company', state: 'handled' }),
    );
    expect(fake.admin.inquiries).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'company', page: 1 }),
    );
  });

  it('moves a page past the last one to the last page (the list shrank under it)', async () => {
    const router = renderAt('/admin-dashboard/inquiries?page=4');
    await waitFor(() => expect(Number(router.state.location.search.page)).toBe(1));
    expect(fake.admin.inquiries).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('searches and filters by state on Show', async () => {
    const router = renderAt('/admin-dashboard/inquiries');
    await screen.findByRole('button', { name: /Ana Souza/ });
    await userEvent.type(screen.getByRole('searchbox'), 'ana@cafe.example.br');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'all');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'ana@cafe.example.br', state: 'all' }),
    );
    expect(fake.admin.inquiries).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'ana@cafe.example.br', state: 'all' }),
    );
  });

  it('opens a message with a reply link and marks it handled, or shows why not', async () => {
    renderAt('/admin-dashboard/inquiries');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inquiry from Ana Souza' });
    expect(within(dialog).getByRole('link', { name: 'Reply to ana@cafe.example.br' })).toHaveAttribute(
      'href',
      'mailto:ana@cafe.example.br',
    );
    expect(within(dialog).getByText('+55 1155550100')).toBeVisible();
    expect(within(dialog).getByText('Conference/Trade Show')).toBeVisible();

    fake.admin.updateInquiry.mockRejectedValueOnce(
      new ApiRequestError(403, 'Your role may not do this.', undefined),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role may not do this.');

    fake.admin.updateInquiry.mockResolvedValueOnce({
      status: true,
      data: { ...INQUIRY, handled_at: '2026-11-24T12:00:00.000Z', handled_by: 'admin@softline.example' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await within(dialog).findByText('Marked handled.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mark as new' })).toBeVisible();
    expect(fake.admin.updateInquiry).toHaveBeenLastCalledWith('i1', { handled: true });
    await waitFor(() => expect(fake.admin.inquiries.mock.calls.length).toBeGreaterThan(1));
  });

  it('says so when nothing matches', async () => {
    fake.admin.inquiries.mockResolvedValue(page([]));
    renderAt('/admin-dashboard/inquiries?q=nobody');
    expect(await screen.findByText('No inquiry matches this search.')).toBeVisible();
  });
});

describe('the reports', () => {
  beforeEach(() => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
  });

  it('asks the server for what the URL says, and filters through the URL', async () => {
    const router = renderAt(
      '/admin-dashboard/reports?q=coffee&type=3&from=2026-01-01&state=published&page=1',
    );
    expect(await screen.findByRole('cell', { name: /Coffee Weekly — 9 March 2026/ })).toBeVisible();
    expect(fake.admin.reports).toHaveBeenLastCalledWith({
      q: 'coffee',
      type: 3,
      published_from: '2026-01-01',
      state: 'published',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
    expect(screen.getByRole('cell', { name: '850 KB' })).toBeInTheDocument();
    // The upload panel offers the types that are sold, not their groups.
    const typeChoice = within(screen.getByRole('region', { name: 'Upload reports' })).getByLabelText(
      'Report type',
    );
    expect(
      within(typeChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', 'Coffee Weekly Report']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'unpublished');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ state: 'unpublished', q: 'coffee' }),
    );
  });

  it('shows what each report’s alerts did: members told and when, those waiting for a digest (issue 42)', async () => {
    fake.admin.reportAlerts.mockResolvedValue({
      status: true,
      data: [
        {
          report_id: REPORT.id,
          told: 12,
          waiting: 3,
          first_sent_at: '2026-12-01T07:00:00.000Z',
          last_sent_at: '2026-12-01T07:02:00.000Z',
        },
      ],
    });
    renderAt('/admin-dashboard/reports');
    const row = (await screen.findByRole('cell', { name: REPORT.name })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('12 members told, last'));
    expect(row).toHaveTextContent('3 waiting for a digest');
    expect(fake.admin.reportAlerts).toHaveBeenCalledWith([REPORT.id]);
  });

  it('deletes a report only once the dialog is confirmed', async () => {
    fake.admin.deleteReport.mockResolvedValue(undefined);
    renderAt('/admin-dashboard/reports');
    // Once the row's alerts are in: the row's cells are drawn again when they come.
    await screen.findByRole('cell', { name: 'None' });
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${REPORT.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('deleted for good');
    expect(fake.admin.deleteReport).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(fake.admin.deleteReport).toHaveBeenCalledWith(7));
  });

  it('shows why a report clients have read cannot be deleted', async () => {
    fake.admin.deleteReport.mockRejectedValue(
      new ApiRequestError(409, AdminReportMessages.hasDeliveries, undefined),
    );
    renderAt('/admin-dashboard/reports');
    // Once the row's alerts are in: the row's cells are drawn again when they come.
    await screen.findByRole('cell', { name: 'None' });
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${REPORT.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await within(dialog).findByText(AdminReportMessages.hasDeliveries)).toBeVisible();
  });

  it('refuses a PDF too large without sending it, and announces only each file’s outcome', async () => {
    fake.admin.uploadReport.mockResolvedValue({
      status: true,
      outcome: 'imported',
      message: 'small.pdf is now report 8, "Small".',
      data: REPORT,
    });
    renderAt('/admin-dashboard/reports');
    const panel = await screen.findByRole('region', { name: 'Upload reports' });
    await userEvent.selectOptions(within(panel).getByLabelText('Report type'), 'Coffee Weekly Report');
    const huge = new File(['%PDF'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: ADMIN_REPORT_MAX_BYTES + 1 });
    const small = new File(['%PDF'], 'small.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText('PDF files'), [huge, small]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    const status = within(panel).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('small.pdf: Imported. small.pdf is now report 8, "Small".'),
    );
    expect(fake.admin.uploadReport).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('list', { name: 'Uploads' })).not.toHaveAttribute('aria-live');
    expect(within(panel).getByText(AdminReportMessages.tooLarge)).toBeVisible();
  });

  it('hides the upload and the changes from a role that only reads the reports', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: { ...staff('editor'), writes: [] } });
    renderAt('/admin-dashboard/reports');
    expect(await screen.findByRole('button', { name: `Preview ${REPORT.name}` })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Upload reports' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete ${REPORT.name}` })).toBeNull();
  });
});
