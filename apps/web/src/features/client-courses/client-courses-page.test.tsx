import {
  ParticipantMessages,
  WaitingListMessages,
  type ClientCourseSession,
  type WaitingListEntry,
} from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientCoursesPage } from './client-courses-page';

const fake = vi.hoisted(() => ({
  myCourses: vi.fn(),
  addCourseParticipant: vi.fn(),
  removeCourseParticipant: vi.fn(),
  waitingList: vi.fn(),
  leaveWaitingList: vi.fn(),
  addCourseSeatsToCart: vi.fn(),
  courseMaterialUrl: vi.fn(),
  navigate: vi.fn(),
}));
const CLIENT = { id: 'u1', accessToken: 'a', refreshToken: 'r', email: 'c@x.test', userType: 'client' };
vi.mock('../../lib/api', () => ({ api: fake, session: { read: () => CLIENT } }));
vi.mock('../../data/session', () => ({ useSession: () => CLIENT }));
vi.mock('../../lib/time-zone-options', () => ({ browserTimeZone: () => 'Europe/London' }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => fake.navigate,
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/client/courses' } }),
}));

const SESSION: ClientCourseSession = {
  id: 5,
  course: { title: 'Cotton basis', description: 'Basis.', level: 'advanced', commodity: 'cotton' },
  first_day: '2027-03-12',
  last_day: '2027-03-13',
  time_zone: 'America/New_York',
  meetings: [
    { starts_at: '2027-03-12T14:00:00.000Z', ends_at: '2027-03-12T22:00:00.000Z' },
    { starts_at: '2027-03-13T14:00:00.000Z', ends_at: '2027-03-13T22:00:00.000Z' },
  ],
  format: 'virtual',
  place: null,
  joining_link: 'https://meet.firm.test/cotton',
  analyst: 'Marcus Reyes',
  started: false,
  seats: 2,
  participants: [{ id: 9, email: 'mia@people.test', name: 'Mia Member' }],
  can_manage: true,
  materials: [],
  opens_materials: false,
};

const SLIDES = {
  id: 3,
  title: 'Day one slides',
  file_name: 'day-one.pdf',
  size_bytes: 830 * 1024,
  uploaded_at: '2027-03-01T12:00:00.000Z',
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientCoursesPage />
    </QueryClientProvider>,
  );
}

describe('the portal’s Courses page (issue 44)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    fake.waitingList.mockResolvedValue({ status: true, data: [] });
  });

  it('shows each session’s days in the reader’s zone, how to join, and its participants', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [SESSION] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const session = await screen.findByRole('listitem', { name: 'Cotton basis' });
    const days = within(session).getByRole('list', { name: 'Days of Cotton basis, in your time zone' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['Friday, 12 March 2027, 14:00–22:00 GMT', 'Saturday, 13 March 2027, 14:00–22:00 GMT']);
    expect(within(session).getByRole('link', { name: 'Join the session Cotton basis' })).toHaveAttribute(
      'href',
      'https://meet.firm.test/cotton',
    );
    expect(within(session).getByText('1 of 2 seats named')).toBeVisible();
    expect(within(session).getByText('Mia Member (mia@people.test)')).toBeVisible();
  });

  it('names a participant for a free seat, and shows a refusal under the field', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [SESSION] });
    const full = {
      ...SESSION,
      participants: [...SESSION.participants, { id: 10, email: 'guest@x.test', name: null }],
    };
    fake.addCourseParticipant.mockResolvedValueOnce({
      status: true,
      message: ParticipantMessages.added,
      data: full,
    });
    renderPage();
    const session = await screen.findByRole('listitem', { name: 'Cotton basis' });
    await userEvent.type(within(session).getByLabelText(/^Participant’s email/), 'guest@x.test');
    await userEvent.click(within(session).getByRole('button', { name: 'ADD PARTICIPANT' }));
    expect(fake.addCourseParticipant).toHaveBeenCalledWith(5, { email: 'guest@x.test' });
    expect(await within(session).findByRole('status')).toHaveTextContent(ParticipantMessages.added);
    expect(within(session).getByText('2 of 2 seats named')).toBeVisible();
    // Every seat named: no field to name another.
    expect(within(session).queryByRole('button', { name: 'ADD PARTICIPANT' })).toBeNull();
  });

  it('offers no change to a reader who does not manage the team, and says when there is no seat', async () => {
    fake.myCourses.mockResolvedValue({
      status: true,
      data: [{ ...SESSION, can_manage: false, joining_link: null }],
    });
    renderPage();
    const session = await screen.findByRole('listitem', { name: 'Cotton basis' });
    expect(within(session).queryByRole('button')).toBeNull();
    expect(within(session).queryByRole('link')).toBeNull();
  });

  it('lets a participant open each material; others see it listed with who opens it', async () => {
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fake.myCourses.mockResolvedValue({
      status: true,
      data: [
        { ...SESSION, materials: [SLIDES], opens_materials: true },
        { ...SESSION, id: 6, course: { ...SESSION.course, title: 'Cocoa grind' }, materials: [SLIDES] },
      ],
    });
    fake.courseMaterialUrl
      .mockResolvedValueOnce({ status: true, url: 'https://softline.test/api/courses/materials/3/file/?x=1' })
      .mockRejectedValueOnce(new Error('network'));
    renderPage();

    const attended = await screen.findByRole('listitem', { name: 'Cotton basis' });
    const materials = within(attended).getByRole('list', { name: 'Materials of Cotton basis' });
    expect(within(materials).getByText('(PDF, 830 KB)')).toBeVisible();
    await userEvent.click(within(materials).getByRole('button', { name: 'DOWNLOAD Day one slides' }));
    expect(fake.courseMaterialUrl).toHaveBeenCalledWith(3, { operation: 'download' });
    await vi.waitFor(() =>
      expect(tab.location.href).toBe('https://softline.test/api/courses/materials/3/file/?x=1'),
    );
    expect(tab.opener).toBeNull();

    // A failure closes the window it opened and says so.
    await userEvent.click(within(materials).getByRole('button', { name: 'OPEN Day one slides' }));
    expect(await within(attended).findByRole('alert')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();

    const other = screen.getByRole('listitem', { name: 'Cocoa grind' });
    expect(within(other).getByText('The session’s participants open its materials.')).toBeVisible();
    expect(within(other).queryByRole('button', { name: /Day one slides/ })).toBeNull();
    openWindow.mockRestore();
  });

  it('says so when the organisation has no seats yet', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [] });
    renderPage();
    expect(await screen.findByText(/Your organisation has no seats in a course yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'sessions to come' })).toHaveAttribute('href', '/courses');
  });

  it('shows the organisation’s waiting lists: seats held with BUY and Decline, a place in line with Leave', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [] });
    const entry = (overrides: Partial<WaitingListEntry>): WaitingListEntry => ({
      id: 1,
      session: {
        id: 7,
        course_title: 'Sugar options',
        first_day: '2027-04-29',
        last_day: '2027-05-02',
        starts_at: '2027-04-29T07:30:00.000Z',
      },
      seats: 2,
      state: 'waiting',
      position: 2,
      offer: null,
      requested_by: 'Mia Member',
      can_change: true,
      ...overrides,
    });
    fake.waitingList.mockResolvedValueOnce({
      status: true,
      data: [
        entry({
          position: null,
          state: 'offered',
          offer: { seats: 2, expires_at: '2027-03-03T12:00:00.000Z' },
        }),
        entry({ id: 2, session: { ...entry({}).session, id: 8, course_title: 'Cocoa basics' } }),
      ],
    });
    fake.addCourseSeatsToCart.mockResolvedValue({ status: true, data: [], count: 1 });
    fake.leaveWaitingList.mockResolvedValue({ status: true, message: WaitingListMessages.left });
    renderPage();
    const lists = await screen.findByRole('list', { name: 'Your waiting lists' });
    const [offered, waiting] = within(lists).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(offered).toHaveTextContent(
      '2 seats are held for your organisation until Wednesday, 3 March 2027 at 12:00 GMT.',
    );
    expect(waiting).toHaveTextContent('2 seats wanted · 2nd in line · joined by Mia Member');
    expect(within(waiting).queryByRole('button', { name: /^BUY/ })).toBeNull();

    await userEvent.click(
      within(offered).getByRole('button', { name: 'BUY 2 SEATS Sugar options, 29 April – 2 May 2027' }),
    );
    expect(fake.addCourseSeatsToCart).toHaveBeenCalledWith({ session: 7, seats: 2 });
    await vi.waitFor(() => expect(fake.navigate).toHaveBeenCalledWith({ to: '/checkout' }));
    expect(within(offered).getByRole('button', { name: /^Decline/ })).toBeVisible();

    await userEvent.click(
      within(waiting).getByRole('button', {
        name: 'Leave the waiting list Cocoa basics, 29 April – 2 May 2027',
      }),
    );
    expect(fake.leaveWaitingList).toHaveBeenCalledWith(2);
    expect(await screen.findByRole('status')).toHaveTextContent(WaitingListMessages.left);
  });

  it('offers no change of an entry to a member who did not join it, and shows nothing while none waits', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [SESSION] });
    renderPage();
    await screen.findByRole('listitem', { name: 'Cotton basis' });
    expect(screen.queryByRole('heading', { name: 'Waiting lists' })).toBeNull();
  });
});
