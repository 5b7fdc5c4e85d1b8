import {
  CourseSeatMessages,
  WaitingListMessages,
  SERVED_DATA_ELEMENT_ID,
  type CartResponse,
  type SessionValues,
  type UpcomingSession,
} from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseSessionsQueryKey } from '../../data/course-sessions';

const fake = vi.hoisted(() => ({
  courseSessions: vi.fn(),
  cart: vi.fn(),
  addCourseSeatsToCart: vi.fn(),
  joinWaitingList: vi.fn(),
  navigate: vi.fn(),
  session: {},
}));
vi.mock('../../lib/api', () => ({ api: fake, session: { read: () => fake.session } }));
vi.mock('../../data/session', () => ({ useSession: () => fake.session }));
// A plain link with the address the router would write; the page is /courses.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useNavigate: () => fake.navigate,
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/courses' } }),
}));

const CLIENT: SessionValues = {
  id: 'u1',
  accessToken: 'a',
  refreshToken: 'r',
  email: 'c@x.test',
  userType: 'client',
};

/** A cart holding `sessionIds`' seats, as the API answers it. */
const cartWith = (sessionIds: number[]): CartResponse => ({
  status: true,
  data: sessionIds.map((id) => ({
    kind: 'course_seats',
    id: 100 + id,
    session: {
      id,
      course_title: 'Cocoa fundamentals',
      first_day: '2027-03-12',
      last_day: '2027-03-15',
      hours: { start: '09:00', end: '17:00' },
      time_zone: 'America/New_York',
      format: 'in_person',
      place: 'New York',
      seats_left: 3,
    },
    image: '/images/course.svg',
    seats: 2,
    unit_price: 2500,
    report_price: 5000,
    current_price: 5000,
  })),
  count: sessionIds.length,
  total_cart_value: 5000 * sessionIds.length,
  report_access: [],
  applied_coupon: null,
});

/** A session to come as GET courses/sessions/ lists it. */
const sessionOf = (overrides: Partial<UpcomingSession> = {}): UpcomingSession => ({
  id: 1,
  course: {
    id: 4,
    title: 'Cocoa fundamentals',
    description: 'How cocoa is grown, traded and priced.',
    level: 'introductory',
    commodity: 'cocoa',
  },
  first_day: '2027-03-12',
  last_day: '2027-03-15',
  hours: { start: '09:00', end: '17:00' },
  time_zone: 'America/New_York',
  starts_at: '2027-03-12T13:00:00.000Z',
  ends_at: '2027-03-15T21:00:00.000Z',
  format: 'in_person',
  place: 'Midtown Conference Centre, New York',
  capacity: 12,
  seats_left: 3,
  availability: 'open',
  price_per_participant: 2500,
  analyst: { id: 2, name: 'Ana Souza' },
  ...overrides,
});

const COCOA = sessionOf();
const SUGAR = sessionOf({
  id: 2,
  course: {
    id: 5,
    title: 'Sugar options',
    description: 'Options for buyers and producers.',
    level: 'advanced',
    commodity: 'sugar',
  },
  first_day: '2027-04-29',
  last_day: '2027-05-02',
  hours: { start: '08:30', end: '12:30' },
  time_zone: 'Europe/London',
  format: 'virtual',
  place: null,
  seats_left: 0,
  availability: 'waiting_list',
  price_per_participant: 1950.5,
  analyst: { id: 3, name: 'James Whitfield' },
});
const COTTON = sessionOf({
  id: 3,
  course: { ...COCOA.course, id: 6, title: 'Cotton hedging', level: 'intermediate', commodity: 'cotton' },
  seats_left: 0,
  availability: 'sold_out',
});

/**
 * The page as the server sends it (with `served` as its course sessions, if given), and the section's modules read
 * afresh, as on a new page: the served data is read once per page.
 */
async function loadPage(served?: UpcomingSession[]) {
  document.getElementById(SERVED_DATA_ELEMENT_ID)?.remove();
  if (served) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVED_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify({ courseSessions: served });
    document.head.append(element);
  }
  vi.resetModules();
  const { CourseSessions } = await import('./course-sessions');
  // Fresh for 30 seconds, as the app's (lib/query-client.ts): the page's data is not asked for again on mount.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const section = (
    <QueryClientProvider client={queryClient}>
      <CourseSessions />
    </QueryClientProvider>
  );
  return { section, queryClient };
}

async function renderSection(served?: UpcomingSession[]) {
  const { section } = await loadPage(served);
  render(section);
  return screen.getByRole('region', { name: 'Sessions to come' });
}

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!;

describe('Sessions to come (issue 44)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    fake.session = {};
  });
  afterEach(() => {
    document.getElementById(SERVED_DATA_ELEMENT_ID)?.remove();
  });

  it('lists each session as a card: course, level and commodity, days, hours, format, analyst, price and seats', async () => {
    fake.courseSessions.mockResolvedValue({ status: true, data: [COCOA, SUGAR, COTTON] });
    const section = await renderSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Sessions to come' })).toBeInTheDocument();

    const cocoa = await cardOf('Cocoa fundamentals');
    expect(within(section).getByRole('list', { name: 'Sessions to come' }).children).toHaveLength(3);
    for (const text of [
      'Introductory · Cocoa',
      '12–15 March 2027',
      '09:00–17:00, New York time',
      'In person, Midtown Conference Centre, New York',
      'Taught by Ana Souza',
      '3 seats left',
    ])
      expect(within(cocoa).getByText(text)).toBeInTheDocument();
    expect(within(cocoa).getByText(/^\$2,500/)).toHaveTextContent('$2,500 per participant');

    const sugar = await cardOf('Sugar options');
    for (const text of [
      'Advanced · Sugar',
      '29 April – 2 May 2027',
      '08:30–12:30, London time',
      'Virtual',
      'Taught by James Whitfield',
      'Full — join the waiting list',
    ])
      expect(within(sugar).getByText(text)).toBeInTheDocument();
    expect(within(sugar).getByText(/^\$1,950\.50/)).toHaveTextContent('$1,950.50 per participant');

    const cotton = await cardOf('Cotton hedging');
    expect(within(cotton).getByText('Intermediate · Cotton')).toBeInTheDocument();
    expect(within(cotton).getByText('Sold out')).toBeInTheDocument();
    // Seats are offered while some are left; a full session's waiting list until 48 hours before it starts.
    expect(within(cocoa).getByRole('button', { name: 'ADD TO CART Cocoa fundamentals, 12–15 March 2027' }));
    expect(within(cocoa).getByRole('combobox', { name: 'Seats of Cocoa fundamentals' })).toHaveValue('1');
    expect(
      within(sugar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['JOIN THE WAITING LIST Sugar options, 29 April – 2 May 2027']);
    expect(within(cotton).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a client adds the seats chosen, up to those left; the card then leads to the cart', async () => {
    fake.session = CLIENT;
    fake.courseSessions.mockResolvedValue({ status: true, data: [COCOA] });
    fake.cart.mockResolvedValue(cartWith([]));
    fake.addCourseSeatsToCart.mockResolvedValue(cartWith([COCOA.id]));
    await renderSection();
    const card = await cardOf('Cocoa fundamentals');
    const seats = within(card).getByRole('combobox', { name: 'Seats of Cocoa fundamentals' });
    expect(
      within(seats)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    await userEvent.selectOptions(seats, '2');
    await userEvent.click(within(card).getByRole('button', { name: /^ADD TO CART/ }));
    expect(fake.addCourseSeatsToCart).toHaveBeenCalledWith({ session: COCOA.id, seats: 2 });
    expect(await within(card).findByRole('link', { name: /^IN YOUR CART/ })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('shows a refusal on its card; a visitor is sent to sign in first and back to the page', async () => {
    fake.session = CLIENT;
    fake.courseSessions.mockResolvedValue({ status: true, data: [COCOA] });
    fake.cart.mockResolvedValue(cartWith([]));
    await renderSection();
    // The error class as the section's modules, loaded afresh, know it.
    const { ApiRequestError } = await import('@firm/api-client');
    fake.addCourseSeatsToCart.mockRejectedValue(
      new ApiRequestError(409, CourseSeatMessages.fewerLeft(1), undefined),
    );
    const card = await cardOf('Cocoa fundamentals');
    await userEvent.click(within(card).getByRole('button', { name: /^ADD TO CART/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(CourseSeatMessages.fewerLeft(1));

    fake.session = {};
    await userEvent.click(within(card).getByRole('button', { name: /^ADD TO CART/ }));
    expect(fake.navigate).toHaveBeenCalledWith({ to: '/login', search: { redirect: '/courses' } });
    expect(fake.addCourseSeatsToCart).toHaveBeenCalledTimes(1);
  });

  it('a client joins a full session’s waiting list for the seats wanted; a refusal shows on its card', async () => {
    fake.courseSessions.mockResolvedValue({ status: true, data: [SUGAR] });
    fake.cart.mockResolvedValue(cartWith([]));
    await renderSection();
    const card = await cardOf('Sugar options');
    // A visitor signs in first.
    await userEvent.click(within(card).getByRole('button', { name: /^JOIN THE WAITING LIST/ }));
    expect(fake.navigate).toHaveBeenCalledWith({ to: '/login', search: { redirect: '/courses' } });
    expect(fake.joinWaitingList).not.toHaveBeenCalled();

    fake.session = CLIENT;
    const { ApiRequestError } = await import('@firm/api-client');
    fake.joinWaitingList.mockRejectedValueOnce(
      new ApiRequestError(409, WaitingListMessages.already, undefined),
    );
    const seats = within(card).getByRole('combobox', { name: 'Seats wanted of Sugar options' });
    expect(within(seats).getAllByRole('option')).toHaveLength(SUGAR.capacity);
    await userEvent.selectOptions(seats, '2');
    await userEvent.click(within(card).getByRole('button', { name: /^JOIN THE WAITING LIST/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(WaitingListMessages.already);

    fake.joinWaitingList.mockResolvedValueOnce({
      status: true,
      message: WaitingListMessages.joined,
      data: {},
    });
    await userEvent.click(within(card).getByRole('button', { name: /^JOIN THE WAITING LIST/ }));
    expect(fake.joinWaitingList).toHaveBeenLastCalledWith(SUGAR.id, { seats: 2 });
    expect(await within(card).findByText(/You are on the waiting list/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/client/courses');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when no session is scheduled', async () => {
    fake.courseSessions.mockResolvedValue({ status: true, data: [] });
    const section = await renderSection();
    expect(await within(section).findByText('No sessions are scheduled at the moment.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    fake.courseSessions.mockRejectedValue(new Error('offline'));
    const section = await renderSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The sessions to come could not be loaded. Please reload the page.',
    );
  });

  it('shows the sessions the page was sent with, asking the API nothing; a later load asks it', async () => {
    fake.courseSessions.mockResolvedValue({ status: true, data: [SUGAR] });
    const { section, queryClient } = await loadPage([COCOA]);
    render(section);
    expect(await cardOf('Cocoa fundamentals')).toBeInTheDocument();
    expect(fake.courseSessions).not.toHaveBeenCalled();

    await act(() => queryClient.refetchQueries({ queryKey: courseSessionsQueryKey }));
    expect(await cardOf('Sugar options')).toBeInTheDocument();
    expect(fake.courseSessions).toHaveBeenCalledTimes(1);
  });

  it('keeps the list out of the prerendered markup, which hydration finds unchanged, and shows it once started', async () => {
    const { section, queryClient } = await loadPage([COCOA]);
    await queryClient.prefetchQuery(
      (await import('../../data/course-sessions')).courseSessionsQueryOptions(),
    );
    const markup = renderToString(section);
    expect(markup).not.toContain('Cocoa fundamentals');
    expect(markup).toContain('Loading the sessions to come');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(() => hydrateRoot(container, section, { onRecoverableError: recoverable }));
    expect(await cardOf('Cocoa fundamentals')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(fake.courseSessions).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
