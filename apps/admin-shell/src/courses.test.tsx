import {
  CourseMaterialMessages,
  CourseMessages,
  CourseSessionMessages,
  staffAreas,
  type AdminCourse,
  type AdminCourseSession,
  type StaffMe,
  type StaffRole,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
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
    courses: vi.fn(),
    addCourse: vi.fn(),
    updateCourse: vi.fn(),
    addCourseSession: vi.fn(),
    updateCourseSession: vi.fn(),
    courseMaterials: vi.fn(),
    uploadCourseMaterial: vi.fn(),
    removeCourseMaterial: vi.fn(),
    courseMaterialFile: vi.fn(),
  },
  adminSummary: vi.fn(),
  consultationAnalysts: vi.fn(),
  logout: vi.fn(),
  session: { read: () => ({ accessToken: 't', userType: 'admin' }) },
}));
vi.mock('./lib/api', () => ({ api: fake }));

function staff(role: StaffRole, changes: Partial<StaffMe> = {}): StaffMe {
  return {
    id: 'u1',
    email: `${role}@softline.example`,
    name: 'Sam Staff',
    staff_role: role,
    reads: staffAreas(role),
    writes: staffAreas(role),
    ...changes,
  };
}

const ANALYSTS = [
  { id: 1, name: 'Ana Lima', photo_url: null, expertise: ['coffee'], time_zone: 'America/Sao_Paulo' },
  { id: 2, name: 'Felix Osei', photo_url: null, expertise: ['cocoa'], time_zone: 'Europe/London' },
];

const STARTED: AdminCourseSession = {
  id: 10,
  first_day: '2026-01-12',
  last_day: '2026-01-15',
  hours: { start: '09:00', end: '17:00' },
  time_zone: 'Europe/London',
  starts_at: '2026-01-12T09:00:00.000Z',
  ends_at: '2026-01-15T17:00:00.000Z',
  format: 'in_person',
  place: 'London, 1 Poultry',
  joining_link: null,
  capacity: 20,
  seats_left: 0,
  availability: 'sold_out',
  price_per_participant: 4500,
  analyst: { id: 2, name: 'Felix Osei' },
  started: true,
};
const UPCOMING: AdminCourseSession = {
  ...STARTED,
  id: 11,
  first_day: '2027-03-12',
  last_day: '2027-03-15',
  time_zone: 'America/New_York',
  starts_at: '2027-03-12T14:00:00.000Z',
  ends_at: '2027-03-15T21:00:00.000Z',
  format: 'virtual',
  place: null,
  joining_link: 'https://meet.example.com/cocoa',
  capacity: 12,
  seats_left: 3,
  availability: 'open',
  price_per_participant: 5000,
  started: false,
};
const COCOA: AdminCourse = {
  id: 1,
  title: 'Cocoa futures',
  description: 'Four days on the cocoa market: hedging, spreads and the grind.',
  level: 'introductory',
  commodity: 'cocoa',
  sessions: [UPCOMING, STARTED],
};
const SUGAR: AdminCourse = {
  id: 2,
  title: 'Sugar spreads',
  description: 'The white premium.',
  level: 'advanced',
  commodity: 'sugar',
  sessions: [],
};

/** The courses' API as the back office's client calls reach it; a refusal set here answers the next write. */
const server = vi.hoisted(() => ({
  courses: [] as AdminCourse[],
  writes: [] as { method: string; path: string; body: unknown }[],
  refusal: null as { status: number; body: unknown } | null,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sessionOf(id: number, body: Record<string, unknown>): AdminCourseSession {
  const input = body as Omit<AdminCourseSession, 'id' | 'analyst'> & { analyst_id: number };
  const analyst = ANALYSTS.find((candidate) => candidate.id === input.analyst_id)!;
  return {
    id,
    first_day: input.first_day,
    last_day: input.last_day,
    hours: input.hours,
    time_zone: input.time_zone,
    starts_at: `${input.first_day}T14:00:00.000Z`,
    ends_at: `${input.last_day}T22:00:00.000Z`,
    format: input.format,
    place: input.place,
    joining_link: input.joining_link,
    capacity: input.capacity,
    seats_left: input.capacity,
    availability: 'open',
    price_per_participant: input.price_per_participant,
    analyst: { id: analyst.id, name: analyst.name },
    started: false,
  };
}

async function answer(url: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const path = url.replace(/^\/api\//, '');
  if (method === 'GET' && path === 'admin/courses/') return json(200, { status: true, data: server.courses });
  const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  server.writes.push({ method, path, body });
  if (server.refusal) {
    const { status, body: refusal } = server.refusal;
    server.refusal = null;
    return json(status, refusal);
  }
  const fields = body as Record<string, unknown>;
  if (method === 'POST' && path === 'admin/courses/') {
    const course = { ...(fields as Omit<AdminCourse, 'id' | 'sessions'>), id: 3, sessions: [] };
    server.courses = [...server.courses, course];
    return json(201, { status: true, message: CourseMessages.created, data: course });
  }
  const added = /^admin\/courses\/(\d+)\/sessions\/$/.exec(path);
  if (method === 'POST' && added) {
    const course = server.courses.find((candidate) => candidate.id === Number(added[1]))!;
    course.sessions = [sessionOf(12, fields), ...course.sessions];
    return json(201, { status: true, message: CourseSessionMessages.created, data: course });
  }
  const changed = /^admin\/course-sessions\/(\d+)\/$/.exec(path);
  if (method === 'PATCH' && changed) {
    const course = server.courses.find((candidate) =>
      candidate.sessions.some((session) => session.id === Number(changed[1])),
    )!;
    course.sessions = course.sessions.map((session) =>
      session.id === Number(changed[1]) ? sessionOf(session.id, fields) : session,
    );
    return json(200, { status: true, message: CourseSessionMessages.saved, data: course });
  }
  return json(404, { status: false, message: 'Not found.' });
}

/** A client call answered by the fake API: its body, or the ApiRequestError the client throws for a refusal. */
async function viaServer(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await answer(`/api/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answered = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
  if (!response.ok)
    throw new ApiRequestError(response.status, answered.message, answered.errors, { body: answered });
  return answered;
}

/** The load of the list fails with this answer instead. */
let loadRefusal: { status: number; message: string } | null = null;

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

const courseSection = (title: string) => screen.findByRole('region', { name: title });

beforeEach(() => {
  vi.clearAllMocks();
  server.courses = structuredClone([COCOA, SUGAR]);
  server.writes = [];
  server.refusal = null;
  loadRefusal = null;
  fake.admin.courses.mockImplementation(async () => {
    if (loadRefusal) throw new ApiRequestError(loadRefusal.status, loadRefusal.message, undefined);
    return viaServer('GET', 'admin/courses/');
  });
  fake.admin.addCourse.mockImplementation((body: unknown) => viaServer('POST', 'admin/courses/', body));
  fake.admin.updateCourse.mockImplementation((id: number, body: unknown) =>
    viaServer('PATCH', `admin/courses/${id}/`, body),
  );
  fake.admin.addCourseSession.mockImplementation((id: number, body: unknown) =>
    viaServer('POST', `admin/courses/${id}/sessions/`, body),
  );
  fake.admin.updateCourseSession.mockImplementation((id: number, body: unknown) =>
    viaServer('PATCH', `admin/course-sessions/${id}/`, body),
  );
  fake.adminSummary.mockResolvedValue({ status: true, data: { tenants: 3, clients: 7 } });
  fake.admin.me.mockResolvedValue({ status: true, data: staff('editor') });
  fake.consultationAnalysts.mockResolvedValue({ status: true, data: ANALYSTS });
});

const SLIDES = {
  id: 4,
  title: 'Day one slides',
  file_name: 'day-one.pdf',
  size_bytes: 830 * 1024,
  uploaded_at: '2027-03-01T12:00:00.000Z',
};

describe('courses (issue 44)', () => {
  it('lists a session’s materials, uploads one with a title, refuses what the server refuses, and removes one', async () => {
    fake.admin.courseMaterials.mockResolvedValue({ status: true, data: [] });
    renderAt('/admin-dashboard/courses');
    const cocoa = await courseSection('Cocoa futures');
    await userEvent.click(
      within(cocoa).getByRole('button', {
        name: 'Materials of the session of Mar 12, 2027–Mar 15, 2027, Cocoa futures',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Materials of Cocoa futures, Mar 12, 2027–Mar 15, 2027',
    });
    expect(fake.admin.courseMaterials).toHaveBeenCalledWith(11);
    expect(await within(dialog).findByText('No materials yet.')).toBeVisible();

    // Nothing is sent without a file, nor without a title.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the PDF to upload.');
    const pdf = new File(['%PDF-1.4'], 'day-one.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('PDF'), pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CourseMaterialMessages.title);
    expect(fake.admin.uploadCourseMaterial).not.toHaveBeenCalled();

    fake.admin.uploadCourseMaterial.mockRejectedValueOnce(
      new ApiRequestError(400, CourseMaterialMessages.unreadable, undefined),
    );
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Day one slides');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(CourseMaterialMessages.unreadable)).toBeVisible();

    fake.admin.uploadCourseMaterial.mockResolvedValueOnce({
      status: true,
      message: CourseMaterialMessages.uploaded,
      data: [SLIDES],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(CourseMaterialMessages.uploaded)).toBeVisible();
    expect(fake.admin.uploadCourseMaterial).toHaveBeenLastCalledWith(
      11,
      pdf,
      'Day one slides',
      expect.any(Function),
    );
    const listed = within(dialog).getByRole('list', { name: /^Materials of Cocoa futures/ });
    expect(listed).toHaveTextContent('Day one slides day-one.pdf, 830 KB, uploaded Mar 1, 2027');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('');

    fake.admin.removeCourseMaterial.mockResolvedValueOnce({
      status: true,
      message: CourseMaterialMessages.removed,
      data: [],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Day one slides' }));
    expect(fake.admin.removeCourseMaterial).toHaveBeenCalledWith(4);
    expect(await within(dialog).findByText('No materials yet.')).toBeVisible();
    expect(within(dialog).getByText(CourseMaterialMessages.removed)).toBeVisible();
  });

  it('lists each course with its sessions: days, hours in their zone, format and place, analyst, seats and price', async () => {
    renderAt('/admin-dashboard/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const cocoa = await courseSection('Cocoa futures');
    expect(within(cocoa).getByText('Introductory · Cocoa')).toBeVisible();
    expect(within(cocoa).getByText(COCOA.description)).toBeVisible();

    const upcoming = within(cocoa)
      .getByRole('rowheader', { name: 'Mar 12, 2027–Mar 15, 2027' })
      .closest('tr')!;
    expect(
      within(upcoming)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '09:00–17:00 America/New_York',
      'Virtual',
      'Felix Osei',
      '12',
      '3 seats left',
      '$5,000',
      'Upcoming',
      'Materials of the session of Mar 12, 2027–Mar 15, 2027, Cocoa futures' +
        'Edit session of Mar 12, 2027–Mar 15, 2027, Cocoa futures',
    ]);
    const started = within(cocoa)
      .getByRole('rowheader', { name: 'Jan 12, 2026–Jan 15, 2026' })
      .closest('tr')!;
    expect(within(started).getByText('In person: London, 1 Poultry')).toBeVisible();
    expect(within(started).getByText('Sold out')).toBeVisible();
    expect(within(started).getByText('Started')).toBeVisible();
    // A session that has started is not changed any more; its materials still are.
    expect(
      within(started)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Materials of the session of Jan 12, 2026–Jan 15, 2026, Cocoa futures']);

    const sugar = await courseSection('Sugar spreads');
    expect(within(sugar).getByText('Advanced · Sugar')).toBeVisible();
    expect(within(sugar).getByText('No sessions yet.')).toBeVisible();
    expect(within(sugar).getByRole('button', { name: 'Add session of Sugar spreads' })).toBeVisible();
    expect(within(sugar).getByRole('button', { name: 'Edit Sugar spreads' })).toBeVisible();
  });

  it('says so when there are no courses yet', async () => {
    server.courses = [];
    renderAt('/admin-dashboard/courses');
    expect(await screen.findByText('No courses yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add course' })).toBeVisible();
  });

  it('a role that only reads the courses is offered no change', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('admin', { writes: [] }) });
    renderAt('/admin-dashboard/courses');
    const cocoa = await courseSection('Cocoa futures');
    expect(within(cocoa).getByRole('rowheader', { name: 'Mar 12, 2027–Mar 15, 2027' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add course' })).toBeNull();
    // Only the materials, to read.
    expect(
      within(cocoa)
        .getAllByRole('button')
        .every((button) => button.textContent?.startsWith('Materials of the session')),
    ).toBe(true);
    fake.admin.courseMaterials.mockResolvedValue({ status: true, data: [SLIDES] });
    await userEvent.click(
      within(cocoa).getByRole('button', {
        name: 'Materials of the session of Mar 12, 2027–Mar 15, 2027, Cocoa futures',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Materials of Cocoa futures/ });
    expect(await within(dialog).findByRole('button', { name: 'Preview Day one slides' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'Upload a material' })).toBeNull();
    expect(fake.consultationAnalysts).not.toHaveBeenCalled();
  });

  it('finance does not read the area and the courses are not asked for', async () => {
    fake.admin.me.mockResolvedValue({ status: true, data: staff('finance') });
    renderAt('/admin-dashboard/courses');
    expect(await screen.findByText('Your role does not include this area.')).toBeVisible();
    expect(fake.admin.courses).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the courses cannot be loaded', async () => {
    loadRefusal = { status: 500, message: 'The courses are resting.' };
    renderAt('/admin-dashboard/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    expect(await screen.findByText('The courses are resting.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('adds a course: the fields are checked first, then sent; focus goes into the dialog and back', async () => {
    renderAt('/admin-dashboard/courses');
    const add = await screen.findByRole('button', { name: 'Add course' });
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add a course' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));
    expect(await within(dialog).findByText(CourseMessages.title)).toBeVisible();
    expect(within(dialog).getByText(CourseMessages.level)).toBeVisible();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(server.writes).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Title'), '  Coffee hedging ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Two days on arabica.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Level'), 'intermediate');
    await userEvent.selectOptions(within(dialog).getByLabelText('Commodity'), 'coffee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a course' })).toBeNull());
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: 'admin/courses/',
        body: {
          title: 'Coffee hedging',
          description: 'Two days on arabica.',
          level: 'intermediate',
          commodity: 'coffee',
        },
      },
    ]);
    expect(await screen.findByText('Course added.')).toBeVisible();
    expect(await courseSection('Coffee hedging')).toBeVisible();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('adds a session in person: the body holds its days, hours, zone, place, capacity, price and analyst', async () => {
    renderAt('/admin-dashboard/courses');
    const sugar = await courseSection('Sugar spreads');
    await userEvent.click(within(sugar).getByRole('button', { name: 'Add session of Sugar spreads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session of Sugar spreads' });

    // A new session is virtual in New York's time until told otherwise.
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(within(dialog).getByLabelText(/^Joining link/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Place/)).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'in_person');
    expect(within(dialog).queryByLabelText(/^Joining link/)).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('First day'), '2027-05-03');
    await userEvent.type(within(dialog).getByLabelText('Last day'), '2027-05-06');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/London');
    await userEvent.type(within(dialog).getByLabelText(/^Place/), 'London, 1 Poultry');
    await userEvent.type(within(dialog).getByLabelText(/^Capacity/), '15');
    await userEvent.type(within(dialog).getByLabelText(/^Price per participant/), '4999.50');
    await userEvent.selectOptions(within(dialog).getByLabelText('Analyst'), 'Ana Lima (America/Sao_Paulo)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Add a session/ })).toBeNull());
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: 'admin/courses/2/sessions/',
        body: {
          first_day: '2027-05-03',
          last_day: '2027-05-06',
          hours: { start: '09:00', end: '17:00' },
          time_zone: 'Europe/London',
          format: 'in_person',
          place: 'London, 1 Poultry',
          joining_link: null,
          capacity: 15,
          price_per_participant: 4999.5,
          analyst_id: 1,
        },
      },
    ]);
    expect(await screen.findByText('Session added.')).toBeVisible();
    const row = (await within(sugar).findByRole('rowheader', { name: 'May 3, 2027–May 6, 2027' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('09:00–17:00 Europe/London')).toBeVisible();
    expect(within(row).getByText('$4,999.50')).toBeVisible();
    expect(within(row).getByText('15 seats left')).toBeVisible();
  });

  it('shows a field’s refusal from the API under that field, and the server’s message for the rest', async () => {
    renderAt('/admin-dashboard/courses');
    const sugar = await courseSection('Sugar spreads');
    await userEvent.click(within(sugar).getByRole('button', { name: 'Add session of Sugar spreads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a session of Sugar spreads' });
    await userEvent.type(within(dialog).getByLabelText('First day'), '2027-05-03');
    await userEvent.type(within(dialog).getByLabelText('Last day'), '2027-05-04');
    await userEvent.type(within(dialog).getByLabelText(/^Joining link/), 'https://meet.example.com/sugar');
    await userEvent.type(within(dialog).getByLabelText(/^Capacity/), '10');
    await userEvent.type(within(dialog).getByLabelText(/^Price per participant/), '2000');
    await userEvent.selectOptions(within(dialog).getByLabelText('Analyst'), 'Felix Osei (Europe/London)');

    server.refusal = {
      status: 422,
      body: {
        status: false,
        message: CourseSessionMessages.noAnalyst,
        errors: { analyst_id: [CourseSessionMessages.noAnalyst] },
      },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Analyst')).toHaveAccessibleDescription(
        CourseSessionMessages.noAnalyst,
      ),
    );
    expect(within(dialog).getByLabelText('Analyst')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    server.refusal = { status: 500, body: { status: false, message: 'The sessions are resting.' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The sessions are resting.');
    expect(within(dialog).getByLabelText('Analyst')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Add a session of Sugar spreads' })).toBeVisible();
  });

  it('asks a reason when the price of a session changes, and sends the whole session with it', async () => {
    renderAt('/admin-dashboard/courses');
    const cocoa = await courseSection('Cocoa futures');
    await userEvent.click(
      within(cocoa).getByRole('button', { name: 'Edit session of Mar 12, 2027–Mar 15, 2027, Cocoa futures' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit the session of Mar 12, 2027–Mar 15, 2027',
    });
    expect(within(dialog).getByLabelText(/^Joining link/)).toHaveValue('https://meet.example.com/cocoa');
    expect(within(dialog).getByLabelText('Analyst')).toHaveValue('2');
    expect(within(dialog).queryByLabelText(/^Reason/)).toBeNull();

    const price = within(dialog).getByLabelText(/^Price per participant/);
    await userEvent.clear(price);
    await userEvent.type(price, '5500');
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give a reason.'));
    expect(reason).toHaveFocus();
    expect(server.writes).toEqual([]);

    // The price as it was needs no reason.
    await userEvent.clear(price);
    await userEvent.type(price, '5000');
    expect(within(dialog).queryByLabelText(/^Reason/)).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, '5500');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Venue costs rose');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit the session/ })).toBeNull());
    expect(server.writes).toEqual([
      {
        method: 'PATCH',
        path: 'admin/course-sessions/11/',
        body: {
          first_day: '2027-03-12',
          last_day: '2027-03-15',
          hours: { start: '09:00', end: '17:00' },
          time_zone: 'America/New_York',
          format: 'virtual',
          place: null,
          joining_link: 'https://meet.example.com/cocoa',
          capacity: 12,
          price_per_participant: 5500,
          analyst_id: 2,
          reason: 'Venue costs rose',
        },
      },
    ]);
    expect(await screen.findByText('Session saved.')).toBeVisible();
    expect(await within(cocoa).findByText('$5,500')).toBeVisible();
  });
});
