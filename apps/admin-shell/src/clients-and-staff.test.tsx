import { staffAreas, type AdminClient, type StaffMe, type StaffRole } from '@firm/domain';
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
    clients: vi.fn(),
    client: vi.fn(),
    setClientSuspended: vi.fn(),
    setClientUserSuspended: vi.fn(),
    grantSubscription: vi.fn(),
    extendSubscription: vi.fn(),
    extendGrace: vi.fn(),
    staffMembers: vi.fn(),
    inviteStaff: vi.fn(),
    analysts: vi.fn(),
    addAnalyst: vi.fn(),
    updateAnalyst: vi.fn(),
    removeAnalyst: vi.fn(),
    consultationPrices: vi.fn(),
    setConsultationPrices: vi.fn(),
    sessionCalendar: vi.fn(),
    markSession: vi.fn(),
    bookForClient: vi.fn(),
    audit: vi.fn(),
  },
  consultationSlots: vi.fn(),
  reportTypes: vi.fn(),
  adminSummary: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole): StaffMe {
  const reads = staffAreas(role);
  const writes = role === 'admin' ? reads : role === 'finance' ? (['promo-codes', 'orders'] as const) : reads;
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads,
    writes: [...writes],
  };
}

const CLIENT: AdminClient = {
  id: 'c1',
  name: 'Acme Coffee',
  country: 'US',
  city: 'Austin',
  industry_sector: null,
  status: 'active',
  created_at: '2025-01-01T00:00:00.000Z',
  members: [
    {
      id: 'm1',
      name: 'Ann Owner',
      email: 'ann@acme.test',
      role: 'owner',
      status: 'active',
      suspended_by: null,
      seats: [],
    },
  ],
  subscriptions: [
    {
      id: 's1',
      report_type_id: 1,
      report_type: 'Coffee Weekly Report',
      tier: 'subscription_price_for_upto_3_user',
      seats_used: 1,
      seats: 3,
      starts_at: '2026-01-01T00:00:00.000Z',
      paid_until: '2027-01-01T00:00:00.000Z',
      ends_at: '2027-01-01T00:00:00.000Z',
      state: 'active',
      auto_renew: true,
      payment_method: 'card',
      next_action: { action: 'renewal_notice', at: '2026-12-02T00:00:00.000Z' },
      grant_reason: null,
    },
  ],
  orders: [],
  timeline: [
    {
      kind: 'order_paid',
      occurred_at: '2026-01-01T00:00:00.000Z',
      action: 'SO-2026-1001',
      actor: null,
      subject: null,
      detail: null,
      reason: null,
    },
  ],
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
  fake.admin.clients.mockResolvedValue(
    page([
      {
        id: 'c1',
        name: 'Acme Coffee',
        country: 'US',
        status: 'active',
        members: 1,
        active_subscriptions: 1,
        created_at: '2025-01-01T00:00:00.000Z',
      },
    ]),
  );
  fake.admin.client.mockResolvedValue({ status: true, data: CLIENT });
  fake.reportTypes.mockResolvedValue({ status: true, data: { results: [] } });
});

describe('the clients', () => {
  it('lists organisations with the URL state sent to the server', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    renderAt('/admin-dashboard/clients?status=suspended&sort=name&direction=asc');
    expect(await screen.findByRole('link', { name: 'Acme Coffee' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clients/c1',
    );
    expect(fake.admin.clients).toHaveBeenCalledWith({
      status: 'suspended',
      sort: 'name',
      direction: 'asc',
      page: 1,
    });
  });

  it('finance reads an organisation without any action', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/clients/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coffee' })).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(screen.getByText(/Order SO-2026-1001 paid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Grant/ })).toBeNull();
  });

  it('an admin suspends an organisation after giving a reason', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.setClientSuspended.mockResolvedValue({
      status: true,
      message: 'done',
      data: { ...CLIENT, status: 'suspended' },
    });
    renderAt('/admin-dashboard/clients/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend organisation' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    expect(fake.admin.setClientSuspended).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Unpaid invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(fake.admin.setClientSuspended).toHaveBeenCalledWith('c1', true, 'Unpaid invoices'),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate organisation' })).toBeVisible();
  });
});

describe('a suspended user (issue 39)', () => {
  const WITH_SUSPENSIONS: AdminClient = {
    ...CLIENT,
    members: [
      ...CLIENT.members,
      {
        id: 'm2',
        name: 'Fay Firm',
        email: 'fay@acme.test',
        role: 'member',
        status: 'suspended',
        suspended_by: 'firm',
        seats: [],
      },
      {
        id: 'm3',
        name: 'Oli Org',
        email: 'oli@acme.test',
        role: 'member',
        status: 'suspended',
        suspended_by: 'organisation',
        seats: [],
      },
    ],
  };

  it('names who suspended them; an admin lifts the firm’s suspension with a reason', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.client.mockResolvedValue({ status: true, data: WITH_SUSPENSIONS });
    fake.admin.setClientUserSuspended.mockResolvedValue({ status: true, message: 'done', data: CLIENT });
    renderAt('/admin-dashboard/clients/c1');
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    expect(within(row('Fay Firm')).getByText('Suspended by Softline Advisory')).toBeVisible();
    expect(within(row('Oli Org')).getByText('Suspended by the organisation')).toBeVisible();
    // The organisation's own suspension can be made the firm's; the firm's is only lifted.
    expect(within(row('Oli Org')).getByRole('button', { name: /^Make it the firm's/ })).toBeVisible();
    expect(within(row('Fay Firm')).queryByRole('button', { name: /^Make it the firm's/ })).toBeNull();
    for (const name of ['Oli Org', 'Fay Firm'])
      expect(within(row(name)).queryByRole('button', { name: /^Suspend/ })).toBeNull();

    await userEvent.click(within(row('Fay Firm')).getByRole('button', { name: /^Reactivate/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Cleared');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() =>
      expect(fake.admin.setClientUserSuspended).toHaveBeenCalledWith('c1', 'm2', false, 'Cleared'),
    );
  });

  it("makes the organisation's suspension the firm's, then leaves focus on the member's Reactivate", async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.client.mockResolvedValue({ status: true, data: WITH_SUSPENSIONS });
    fake.admin.setClientUserSuspended.mockResolvedValue({
      status: true,
      message: 'done',
      data: {
        ...WITH_SUSPENSIONS,
        members: WITH_SUSPENSIONS.members.map((member) =>
          member.id === 'm3' ? { ...member, suspended_by: 'firm' as const } : member,
        ),
      },
    });
    renderAt('/admin-dashboard/clients/c1');
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;

    // jsdom drops the space before the visually hidden name, which browsers keep.
    await userEvent.click(
      within(row('Oli Org')).getByRole('button', { name: /^Make it the firm's suspension\s*of Oli Org$/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: "Make Oli Org's suspension the firm's" });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: "Make it the firm's" }));
    await waitFor(() =>
      expect(fake.admin.setClientUserSuspended).toHaveBeenCalledWith('c1', 'm3', true, 'Abuse'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The button that opened the dialog is gone: focus goes on from the member's own row, not from the page's top.
    expect(within(row('Oli Org')).getByText('Suspended by Softline Advisory')).toBeVisible();
    expect(within(row('Oli Org')).queryByRole('button', { name: /^Make it the firm's/ })).toBeNull();
    await waitFor(() =>
      expect(within(row('Oli Org')).getByRole('button', { name: /^Reactivate\s*Oli Org$/ })).toHaveFocus(),
    );
    // The dialog's own focus return (a task later) leaves it there.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(within(row('Oli Org')).getByRole('button', { name: /^Reactivate\s*Oli Org$/ })).toHaveFocus();
  });
});

/** The subscription's renewal went unpaid: in grace until Jan 15, 2027, its end the next step. */
const IN_GRACE: AdminClient = {
  ...CLIENT,
  subscriptions: [
    {
      ...CLIENT.subscriptions[0]!,
      state: 'grace',
      payment_method: 'invoice',
      ends_at: '2027-01-15T00:00:00.000Z',
      next_action: { action: 'grace_ends', at: '2027-01-15T00:00:00.000Z' },
    },
  ],
  timeline: [
    {
      kind: 'lifecycle',
      occurred_at: '2027-01-01T00:00:00.000Z',
      action: 'grace_started',
      actor: null,
      subject: 'Coffee Weekly Report',
      detail: { from: 'past_due', to: 'grace', ends_at: '2027-01-15T00:00:00.000Z' },
      reason: null,
    },
  ],
};

describe("a subscription's lifecycle", () => {
  it('shows state, paid period, access end, payment, auto-renew and next action; finance cannot extend grace', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    fake.admin.client.mockResolvedValue({ status: true, data: IN_GRACE });
    renderAt('/admin-dashboard/clients/c1');
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    for (const cell of ['Grace period', 'Jan 1, 2027', 'Jan 15, 2027', 'Invoice', 'On'])
      expect(within(table).getByRole('cell', { name: cell })).toBeVisible();
    expect(
      within(table).getByRole('cell', { name: 'Grace ends, access ends on Jan 15, 2027' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Grace period began: Coffee Weekly Report \(Past due to Grace period\), access until Jan 15, 2027/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Extend grace/ })).toBeNull();
  });

  it('offers no grace extension for a subscription that is paid', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    renderAt('/admin-dashboard/clients/c1');
    // jsdom joins the visually hidden words to the visible one without the space a browser keeps.
    expect(await screen.findByRole('button', { name: /^Extend\s?Coffee Weekly Report$/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Extend grace/ })).toBeNull();
  });

  it("an admin extends grace with a day and a reason, checked before sending, and sees the server's refusal", async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.client.mockResolvedValue({ status: true, data: IN_GRACE });
    const { ApiRequestError } = await import('@firm/api-client');
    fake.admin.extendGrace
      .mockRejectedValueOnce(
        new ApiRequestError(400, 'The new grace end must be later than the current end of access.', {
          until: ['The new grace end must be later than the current end of access.'],
        }),
      )
      .mockResolvedValueOnce({ status: true, message: 'The grace period is extended.', data: IN_GRACE });
    renderAt('/admin-dashboard/clients/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Extend grace\s?of Coffee Weekly Report$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Extend grace of Coffee Weekly Report' });
    expect(within(dialog).getByText(/access now ends on Jan 15, 2027/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Extend grace' }));
    expect(within(dialog).getByLabelText('Grace ends on')).toHaveAccessibleDescription(
      /The grace period must end on a date/,
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Please give a reason/);
    expect(fake.admin.extendGrace).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Grace ends on'), '2027-01-10');
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheque in the post');
    await user.click(within(dialog).getByRole('button', { name: 'Extend grace' }));
    expect(
      await within(dialog).findAllByText('The new grace end must be later than the current end of access.'),
    ).not.toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Grace ends on'));
    await user.type(within(dialog).getByLabelText('Grace ends on'), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Extend grace' }));
    await waitFor(() =>
      expect(fake.admin.extendGrace).toHaveBeenLastCalledWith('c1', 's1', {
        until: '2027-01-31',
        reason: 'Cheque in the post',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

const ELENA = {
  id: 3,
  name: 'Elena Marsh',
  photo_url: null,
  expertise: ['coffee', 'cocoa'],
  time_zone: 'Europe/London',
  user_id: '00000000-0000-4000-8000-000000000003',
  email: 'editor@softline.example',
  meeting_link: 'https://meet.softline.example/elena',
  notice_minutes: 120,
  buffer_minutes: 15,
  daily_max: 6,
  weekly_hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  date_overrides: [{ date: '2027-03-15', hours: [] }],
  active: true,
};

describe('the staff', () => {
  beforeEach(() => {
    fake.admin.analysts.mockResolvedValue({ status: true, data: [] });
    fake.admin.consultationPrices.mockResolvedValue({
      status: true,
      data: { price_15: 260, price_30: 495, price_60: 985 },
    });
  });

  it('sets the consultation prices with a reason, and refuses a bad price on the page (issue 43)', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.staffMembers.mockResolvedValue({ status: true, data: [] });
    renderAt('/admin-dashboard/staff');
    const section = await screen.findByRole('region', { name: 'Consultation prices' });
    const sixty = within(section).getByLabelText('60 minutes (USD)');
    expect(sixty).toHaveValue('985');
    await userEvent.clear(sixty);
    await userEvent.type(sixty, '1.005');
    await userEvent.click(within(section).getByRole('button', { name: 'Save prices' }));
    expect(sixty).toHaveAccessibleDescription(/Enter a price in US dollars/);
    expect(within(section).getByLabelText('Reason')).toHaveAccessibleDescription(/Please give a reason\./);
    expect(fake.admin.setConsultationPrices).not.toHaveBeenCalled();

    await userEvent.clear(sixty);
    await userEvent.type(sixty, '1,020');
    await userEvent.type(within(section).getByLabelText('Reason'), 'New rates');
    fake.admin.setConsultationPrices.mockResolvedValue({
      status: true,
      message: 'Consultation prices saved.',
      data: { price_15: 260, price_30: 495, price_60: 1020 },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Save prices' }));
    await waitFor(() =>
      expect(fake.admin.setConsultationPrices).toHaveBeenCalledWith({
        price_15: 260,
        price_30: 495,
        price_60: 1020,
        reason: 'New rates',
      }),
    );
    expect(await within(section).findByText('Consultation prices saved.')).toBeVisible();
  });

  it('lists the analysts, adds a staff member as one and edits their hours (issue 43)', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.staffMembers.mockResolvedValue({
      status: true,
      data: [
        {
          id: '00000000-0000-4000-8000-000000000003',
          first_name: 'Elena',
          last_name: 'Marsh',
          email: 'editor@softline.example',
          staff_role: 'editor',
          status: 'active',
          created_at: '2025-01-01T00:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-000000000004',
          first_name: 'Felix',
          last_name: 'Osei',
          email: 'finance@softline.example',
          staff_role: 'finance',
          status: 'active',
          created_at: '2025-01-01T00:00:00.000Z',
        },
      ],
    });
    fake.admin.analysts.mockResolvedValue({ status: true, data: [ELENA] });
    renderAt('/admin-dashboard/staff');
    const table = await screen.findByRole('table', { name: 'Analysts and their availability' });
    expect(within(table).getByRole('rowheader', { name: 'Elena Marsh' })).toBeVisible();
    expect(within(table).getByText('Mon 09:00–17:00')).toBeVisible();
    expect(within(table).getByText('2 h, 15 min, 6 a day')).toBeVisible();

    // Only Felix may become one: Elena is already.
    const who = screen.getByLabelText('Staff member');
    expect(within(who).queryByRole('option', { name: /Elena Marsh/ })).toBeNull();
    await userEvent.selectOptions(who, '00000000-0000-4000-8000-000000000004');
    await userEvent.type(screen.getByLabelText('Meeting link'), 'https://meet.softline.example/felix');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sugar' }));
    fake.admin.addAnalyst.mockResolvedValue({ status: true, data: { ...ELENA, id: 4, name: 'Felix Osei' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add analyst' }));
    await waitFor(() =>
      expect(fake.admin.addAnalyst).toHaveBeenCalledWith(
        expect.objectContaining({
          user_id: '00000000-0000-4000-8000-000000000004',
          meeting_link: 'https://meet.softline.example/felix',
          expertise: ['sugar'],
          weekly_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
          notice_minutes: 1440,
          buffer_minutes: 15,
          daily_max: 6,
        }),
      ),
    );
    expect(await screen.findByText('Felix Osei now takes consultations.')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Elena Marsh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Elena Marsh' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    fake.admin.updateAnalyst.mockResolvedValue({ status: true, data: ELENA });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save analyst' }));
    await waitFor(() =>
      expect(fake.admin.updateAnalyst).toHaveBeenCalledWith(
        3,
        expect.objectContaining({
          weekly_hours: [
            { weekday: 1, start: '09:00', end: '17:00' },
            { weekday: 2, start: '09:00', end: '17:00' },
          ],
          date_overrides: [{ date: '2027-03-15', hours: [] }],
        }),
      ),
    );
  });

  it('lists the staff and invites one', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin') });
    fake.admin.staffMembers.mockResolvedValue({
      status: true,
      data: [
        {
          id: 'u1',
          first_name: 'Sam',
          last_name: 'Staff',
          email: 'admin@softline.example',
          staff_role: 'admin',
          status: 'active',
          created_at: '2025-01-01T00:00:00.000Z',
        },
      ],
    });
    fake.admin.inviteStaff.mockResolvedValue({
      status: true,
      message: 'The invitation is sent.',
      data: {
        id: 'u2',
        first_name: 'Nia',
        last_name: 'Ode',
        email: 'nia@firm.test',
        staff_role: 'finance',
        status: 'pending',
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
    renderAt('/admin-dashboard/staff');
    expect(await screen.findByRole('rowheader', { name: 'Sam Staff' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a first name.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('First name'), 'Nia');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ode');
    await userEvent.type(screen.getByLabelText('Email'), 'nia@firm.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'finance');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(fake.admin.inviteStaff).toHaveBeenCalledWith({
        first_name: 'Nia',
        last_name: 'Ode',
        email: 'nia@firm.test',
        staff_role: 'finance',
      }),
    );
    expect(await screen.findByText(/The invitation is sent/)).toBeVisible();
  });

  it('is refused to finance without asking the API', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/staff');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(fake.admin.staffMembers).not.toHaveBeenCalled();
  });
});

/** A staff member (an admin unless `role` says) on the calendar of Elena's week from `from`, with `sessions`. */
function showCalendar(from: string, sessions: unknown[], role: StaffRole = 'admin') {
  fake.admin.me.mockResolvedValue({ status: true, data: staff(role) });
  fake.admin.analysts.mockResolvedValue({ status: true, data: [ELENA] });
  fake.admin.sessionCalendar.mockResolvedValue({
    status: true,
    data: {
      analyst: { id: ELENA.id, name: 'Elena Marsh', time_zone: ELENA.time_zone },
      from,
      days: 7,
      sessions,
    },
  });
}

/** A booked 30-minute session of Ana's that started a minute ago, as the calendar lists it to an admin. */
const startedSession = (fields: Record<string, unknown> = {}) => ({
  id: 31,
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  ends_at: new Date(Date.now() + 29 * 60_000).toISOString(),
  length: 30,
  status: 'booked',
  client: { name: 'Ana Silva', email: 'ana@roasters.test', organisation: 'Roasters Ltd' },
  time_zone: 'America/New_York',
  topic: 'Robusta spreads',
  notes: 'Bring the Q1 figures',
  covered_by: 'credit',
  price: 985,
  outcome: null,
  outcome_note: null,
  ...fields,
});

describe('the calendar of consultations (issue 43)', () => {
  it('shows an analyst’s week by day, a session’s details, and marks one that took place', async () => {
    const session = startedSession();
    showCalendar('2030-01-01', [session]);
    renderAt('/admin-dashboard/consultations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
    await waitFor(() =>
      expect(fake.admin.sessionCalendar).toHaveBeenCalledWith(
        expect.objectContaining({ analyst: ELENA.id, days: 7 }),
      ),
    );
    // Seven days, each with its table; the session under its own day.
    expect(await screen.findAllByRole('table', { name: /^Sessions on / })).toHaveLength(7);
    const row = await screen.findByRole('row', { name: /Robusta spreads/ });
    expect(row).toHaveTextContent('Ana Silva (Roasters Ltd)');
    expect(row).toHaveTextContent('Booked');

    await userEvent.click(within(row).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Session: Robusta spreads' });
    expect(dialog).toHaveTextContent('Bring the Q1 figures');
    expect(dialog).toHaveTextContent('Consultation credit');
    await userEvent.selectOptions(within(dialog).getByLabelText('What came of it'), 'no_show');
    await userEvent.type(within(dialog).getByLabelText('Staff notes'), 'Did not join');
    fake.admin.markSession.mockResolvedValue({
      status: true,
      message: 'Session marked no-show.',
      data: { ...session, outcome: 'no_show', outcome_note: 'Did not join' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark session' }));
    await waitFor(() =>
      expect(fake.admin.markSession).toHaveBeenCalledWith(31, { outcome: 'no_show', note: 'Did not join' }),
    );
    expect(await within(dialog).findByText('Session marked no-show.')).toBeVisible();
  });

  it('shows an analyst their own calendar only: no list of analysts, nothing of money, no booking or blocking', async () => {
    // What paid for it and its price are not the analyst's to see: the API leaves them out.
    const {
      covered_by: _cover,
      price: _price,
      ...session
    } = startedSession({ id: 32, topic: 'Arabica basis' });
    showCalendar('2030-01-01', [session], 'analyst');
    renderAt('/admin-dashboard/consultations');
    expect(
      await screen.findByText('Your sessions, Elena Marsh; times in your time zone, Europe/London.'),
    ).toBeVisible();
    expect(fake.admin.sessionCalendar).toHaveBeenCalledWith(
      expect.objectContaining({ analyst: undefined, days: 7 }),
    );
    expect(fake.admin.analysts).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Analyst')).toBeNull();
    expect(screen.queryByText('Book for a client')).toBeNull();
    expect(screen.queryByText('Block time')).toBeNull();
    const row = await screen.findByRole('row', { name: /Arabica basis/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Session: Arabica basis' });
    expect(dialog).not.toHaveTextContent('Paid with');
    expect(within(dialog).getByRole('button', { name: 'Mark session' })).toBeVisible();
  });

  it('blocks a time of the analyst’s day as a date override, and says when there is nothing to block', async () => {
    showCalendar('2030-01-07', []);
    renderAt('/admin-dashboard/consultations');
    await userEvent.click(await screen.findByText('Block time'));
    const day = screen.getByLabelText('Day to block');
    await userEvent.clear(day);
    await userEvent.type(day, '2030-01-06');
    await userEvent.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(
      await screen.findByText(
        'The analyst does not work at that time that day, so there is nothing to block.',
      ),
    ).toBeVisible();
    expect(fake.admin.updateAnalyst).not.toHaveBeenCalled();

    await userEvent.clear(day);
    await userEvent.type(day, '2030-01-07');
    fake.admin.updateAnalyst.mockResolvedValue({ status: true, data: ELENA });
    await userEvent.click(screen.getByRole('button', { name: 'Block this time' }));
    await waitFor(() =>
      expect(fake.admin.updateAnalyst).toHaveBeenCalledWith(ELENA.id, {
        date_overrides: [
          ...ELENA.date_overrides,
          {
            date: '2030-01-07',
            hours: [
              { start: '09:00', end: '12:00' },
              { start: '13:00', end: '17:00' },
            ],
          },
        ],
      }),
    );
    expect(
      await screen.findByText(
        '12:00–13:00 on Monday, January 7 is blocked. Sessions booked in it stay booked.',
      ),
    ).toBeVisible();
  });

  it('books a free time of the analyst’s for a client, paid on an invoice, and says what is wrong first', async () => {
    showCalendar('2030-01-07', []);
    fake.consultationSlots.mockResolvedValue({
      status: true,
      data: {
        day: '2030-01-07',
        time_zone: ELENA.time_zone,
        length: 60,
        slots: [
          { starts_at: '2030-01-07T10:00:00.000Z', ends_at: '2030-01-07T11:00:00.000Z', analyst_ids: [3] },
        ],
      },
    });
    renderAt('/admin-dashboard/consultations');
    await userEvent.click(await screen.findByText('Book for a client'));
    const day = screen.getByLabelText('Day of the session');
    await userEvent.clear(day);
    await userEvent.type(day, '2030-01-07');
    await waitFor(() =>
      expect(fake.consultationSlots).toHaveBeenCalledWith({
        length: 60,
        day: '2030-01-07',
        time_zone: 'Europe/London',
        analyst: ELENA.id,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText('Enter the email address of a client.')).toBeVisible();
    expect(fake.admin.bookForClient).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Client’s email'), 'ana@roasters.test');
    await userEvent.selectOptions(await screen.findByLabelText('Free time'), '2030-01-07T10:00:00.000Z');
    expect(screen.getByRole('option', { name: '10:00 AM GMT' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Topic'), 'Cocoa grindings');
    fake.admin.bookForClient.mockResolvedValue({
      status: true,
      message: 'Session booked for Ana Silva. The invitation is on its way to both of you.',
      data: {},
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    await waitFor(() =>
      expect(fake.admin.bookForClient).toHaveBeenCalledWith({
        client_email: 'ana@roasters.test',
        analyst: ELENA.id,
        length: 60,
        starts_at: '2030-01-07T10:00:00.000Z',
        time_zone: 'Europe/London',
        topic: 'Cocoa grindings',
        notes: '',
        payment: 'invoice',
      }),
    );
    expect(
      await screen.findByText('Session booked for Ana Silva. The invitation is on its way to both of you.'),
    ).toBeVisible();
  });
});
