import { AlertMessages } from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsSection } from './notifications-section';

const fake = vi.hoisted(() => ({ alertPreferences: vi.fn(), updateAlertPreferences: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));

const PREFERENCES = {
  time_zone: 'Europe/London',
  types: [
    { report_type: 3, report_type_name: 'Coffee Weekly Report', frequency: 'immediate', chosen: false },
    { report_type: 4, report_type_name: 'Coffee In-Depth Report', frequency: 'weekly', chosen: false },
  ],
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationsSection />
    </QueryClientProvider>,
  );
}

describe('Profile: Notifications (issue 42)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each type the member reads with its frequency, and the time zone', async () => {
    fake.alertPreferences.mockResolvedValue({ status: true, data: PREFERENCES });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('combobox', { name: 'Coffee Weekly Report' })).toHaveValue(
      'immediate',
    );
    expect(within(section).getByRole('combobox', { name: 'Coffee In-Depth Report' })).toHaveValue('weekly');
    expect(within(section).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  });

  it('saves the choices and says so; a refusal shows the server’s message', async () => {
    fake.alertPreferences.mockResolvedValue({ status: true, data: PREFERENCES });
    fake.updateAlertPreferences.mockResolvedValueOnce({
      status: true,
      data: {
        ...PREFERENCES,
        types: [{ ...PREFERENCES.types[0], frequency: 'daily', chosen: true }, PREFERENCES.types[1]],
      },
    });
    renderSection();
    const weekly = await screen.findByRole('combobox', { name: 'Coffee Weekly Report' });
    await userEvent.selectOptions(weekly, 'Daily digest');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(AlertMessages.saved)).toBeInTheDocument();
    expect(fake.updateAlertPreferences).toHaveBeenCalledWith({
      time_zone: 'Europe/London',
      types: [
        { report_type: 3, frequency: 'daily' },
        { report_type: 4, frequency: 'weekly' },
      ],
    });

    fake.updateAlertPreferences.mockRejectedValueOnce(
      new ApiRequestError(400, AlertMessages.reportType, undefined),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AlertMessages.reportType);
  });

  it('says when the member holds no seat yet', async () => {
    fake.alertPreferences.mockResolvedValueOnce({ status: true, data: { time_zone: null, types: [] } });
    renderSection();
    expect(await screen.findByText(/You hold no seat on a report type yet/)).toBeInTheDocument();
  });

  it('says when the settings could not be loaded', async () => {
    fake.alertPreferences.mockRejectedValueOnce(new Error('offline'));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
