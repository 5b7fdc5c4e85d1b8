import { ApiRequestError } from '@firm/api-client';
import { ConsultationMessages, type ConsultationHold } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from './booking-form';

const fake = vi.hoisted(() => ({
  consultationAnalysts: vi.fn(),
  consultationSlots: vi.fn(),
  holdConsultation: vi.fn(),
  releaseConsultation: vi.fn(),
  consultations: vi.fn(),
  useMonthlyCall: vi.fn(),
  payConsultationByInvoice: vi.fn(),
  useConsultationCredit: vi.fn(),
  consultationPrices: vi.fn(),
}));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));
vi.mock('../../lib/time-zone-options', () => ({
  browserTimeZone: () => 'Europe/London',
  timeZoneOptions: () => [
    { value: 'Europe/London', label: 'Europe/London' },
    { value: 'America/New_York', label: 'America/New York' },
  ],
}));

const ANALYST = {
  id: 4,
  name: 'Elena Marsh',
  photo_url: null,
  expertise: ['coffee', 'cocoa'],
  time_zone: 'Europe/London',
};
const NINE = '2030-03-15T09:00:00.000Z';
const NINE_THIRTY = '2030-03-15T09:30:00.000Z';
const HOLD: ConsultationHold = {
  id: 11,
  analyst: ANALYST,
  length: 30,
  starts_at: NINE,
  ends_at: '2030-03-15T09:30:00.000Z',
  hold_expires_at: '2030-03-10T12:10:00.000Z',
  price: 495,
  topic: 'Coffee',
  notes: '',
};

const slotsAnswer = (starts: string[]) => ({
  status: true,
  data: {
    day: '2030-03-15',
    time_zone: 'Europe/London',
    length: 30,
    slots: starts.map((start) => ({ starts_at: start, ends_at: start, analyst_ids: [4] })),
  },
});

function renderForm(onSearchChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const payment = vi.fn(() => <p>Card form</p>);
  const view = render(
    <QueryClientProvider client={client}>
      <BookingForm
        search={{ length: '30', analyst: 'any', day: '2030-03-15' }}
        onSearchChange={onSearchChange}
        payment={payment}
      />
    </QueryClientProvider>,
  );
  return { ...view, payment, onSearchChange };
}

beforeEach(() => {
  vi.resetAllMocks();
  fake.consultationAnalysts.mockResolvedValue({ status: true, data: [ANALYST] });
  fake.consultationPrices.mockResolvedValue({
    status: true,
    data: { price_15: 275, price_30: 510, price_60: 1_020 },
  });
  fake.consultationSlots.mockResolvedValue(slotsAnswer([NINE, NINE_THIRTY]));
  fake.consultations.mockResolvedValue({
    status: true,
    data: {
      upcoming: [],
      past: [],
      pays_by_invoice: false,
      monthly_calls: [{ month: '2030-03', included: 1, used: 0 }],
      credits: 0,
    },
  });
});

describe('BookingForm (issue 43)', () => {
  it('shows the day’s free times in the booker’s zone, and holds the one chosen', async () => {
    const user = userEvent.setup();
    const { payment } = renderForm();
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).toBeInTheDocument();
    expect(fake.consultationSlots).toHaveBeenCalledWith({
      length: 30,
      day: '2030-03-15',
      time_zone: 'Europe/London',
      analyst: 'any',
    });
    expect(screen.getByRole('option', { name: 'Elena Marsh (Coffee, Cocoa)' })).toBeInTheDocument();
    // Each length with the price the firm sets now.
    expect(await screen.findByRole('option', { name: '30 minutes, $510' })).toBeInTheDocument();

    fake.holdConsultation.mockResolvedValue({ status: true, data: HOLD });
    await user.click(screen.getByText('9:00 AM'));
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    await waitFor(() =>
      expect(fake.holdConsultation).toHaveBeenCalledWith({
        length: 30,
        analyst: 'any',
        starts_at: NINE,
        time_zone: 'Europe/London',
        topic: 'Coffee',
        notes: '',
      }),
    );
    expect(
      await screen.findByText(/We are holding Friday, March 15, 2030 at 9:00 AM GMT with Elena Marsh/),
    ).toBeInTheDocument();
    expect(screen.getByText('Card form')).toBeInTheDocument();
    expect(payment).toHaveBeenCalledWith(HOLD, expect.any(Function));
  });

  it('asks for a time and a topic before holding anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('radio', { name: '9:00 AM' });
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(screen.getByText(ConsultationMessages.start)).toBeInTheDocument();
    await user.click(screen.getByText('9:30 AM'));
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(screen.getByText(ConsultationMessages.topic)).toBeInTheDocument();
    expect(fake.holdConsultation).not.toHaveBeenCalled();
  });

  it('says a time was just taken and shows the times free now', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByText('9:00 AM'));
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Sugar');
    fake.holdConsultation.mockRejectedValue(
      new ApiRequestError(409, ConsultationMessages.slotTaken, undefined),
    );
    fake.consultationSlots.mockResolvedValue(slotsAnswer([NINE_THIRTY]));
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(
      await screen.findByText(`${ConsultationMessages.slotTaken}. Choose one of the times free now.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '9:00 AM' })).toBeNull());
    expect(screen.getByRole('radio', { name: '9:30 AM' })).not.toBeChecked();
  });

  it('says so when a day has no free times, and keeps a changed choice in the address', async () => {
    const user = userEvent.setup();
    fake.consultationSlots.mockResolvedValue(slotsAnswer([]));
    const { onSearchChange } = renderForm();
    expect(
      await screen.findByText('No free times this day. Choose another day or analyst.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '60');
    expect(onSearchChange).toHaveBeenCalledWith({ length: '60' });
  });

  it('books a held 60-minute session with the organisation’s monthly call when one is left', async () => {
    const user = userEvent.setup();
    fake.consultations.mockResolvedValue({
      status: true,
      data: {
        upcoming: [],
        past: [],
        pays_by_invoice: true,
        monthly_calls: [{ month: '2030-03', included: 1, used: 0 }],
        credits: 0,
      },
    });
    renderForm();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Length' }), '60');
    await user.click(await screen.findByText('9:00 AM'));
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Cocoa');
    fake.holdConsultation.mockResolvedValue({ status: true, data: { ...HOLD, length: 60, price: 985 } });
    fake.useMonthlyCall.mockResolvedValue({
      status: true,
      message: 'Your consultation is booked with your organisation’s monthly call.',
    });
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    // This organisation pays by invoice too.
    expect(await screen.findByRole('button', { name: 'Pay by invoice' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Book with your monthly call' }));
    expect(fake.useMonthlyCall).toHaveBeenCalledWith(11);
    expect(
      await screen.findByText(/^Your consultation is booked with your organisation’s monthly call\./),
    ).toBeInTheDocument();
  });

  it('offers a consultation credit for a held 60-minute session, and only for one of that length', async () => {
    const user = userEvent.setup();
    fake.consultations.mockResolvedValue({
      status: true,
      data: { upcoming: [], past: [], pays_by_invoice: false, monthly_calls: [], credits: 2 },
    });
    renderForm();
    await user.click(await screen.findByText('9:00 AM'));
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'Sugar');
    fake.holdConsultation.mockResolvedValue({ status: true, data: HOLD });
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(await screen.findByText(/Pay \$495 by card to book it\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book with a consultation credit' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Length' }), '60');
    await user.click(await screen.findByText('9:00 AM'));
    fake.holdConsultation.mockResolvedValue({ status: true, data: { ...HOLD, length: 60, price: 985 } });
    fake.useConsultationCredit.mockResolvedValue({
      status: true,
      message: 'Your consultation is booked with one of your organisation’s consultation credits.',
    });
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(
      await screen.findByText(
        /Book it with one of your organisation’s 2 consultation credits, or pay \$985 by card\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book with a consultation credit' }));
    expect(fake.useConsultationCredit).toHaveBeenCalledWith(11);
    expect(
      await screen.findByText(
        /^Your consultation is booked with one of your organisation’s consultation credits\./,
      ),
    ).toBeInTheDocument();
  });
});
