import { ParticipantMessages, type ClientCourseSession } from '@firm/domain';
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
}));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({ useSession: () => ({ id: 'u1', signedIn: true }) }));
vi.mock('../../lib/time-zone-options', () => ({ browserTimeZone: () => 'Europe/London' }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
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
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientCoursesPage />
    </QueryClientProvider>,
  );
}

describe('the portal’s Courses page (issue 44)', () => {
  beforeEach(() => vi.resetAllMocks());

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

  it('says so when the organisation has no seats yet', async () => {
    fake.myCourses.mockResolvedValue({ status: true, data: [] });
    renderPage();
    expect(await screen.findByText(/Your organisation has no seats in a course yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'sessions to come' })).toHaveAttribute('href', '/courses');
  });
});
