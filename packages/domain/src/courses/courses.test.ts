import { describe, expect, it } from 'vitest';
import { JoinWaitingListSchema, WaitingListMessages } from './waiting-list.js';
import {
  CourseSessionMessages,
  CreateCourseSchema,
  CreateCourseSessionSchema,
  sessionDays,
  sessionMeetings,
  UpdateCourseSessionSchema,
} from './courses.js';
import {
  courseSeatsLineName,
  formatSessionDays,
  sessionAvailability,
  sessionAvailabilityLabel,
} from './course-words.js';

const SESSION = {
  first_day: '2027-03-12',
  last_day: '2027-03-15',
  hours: { start: '09:00', end: '17:00' },
  time_zone: 'America/New_York',
  format: 'virtual',
  place: null,
  joining_link: 'https://meet.example.com/softs-101',
  capacity: 12,
  price_per_participant: 5000,
  analyst_id: 1,
} as const;

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('courses (issue 44)', () => {
  it('takes a course with a level and a commodity, and refuses others with a message', () => {
    expect(
      CreateCourseSchema.parse({
        title: ' Cocoa futures ',
        description: 'Four days.',
        level: 'introductory',
        commodity: 'cocoa',
      }),
    ).toMatchObject({ title: 'Cocoa futures' });
    const refused = CreateCourseSchema.safeParse({
      title: '',
      description: 'x',
      level: 'expert',
      commodity: 'tea',
    });
    expect(messagesOf(refused)).toEqual([
      'Enter a title of 1 to 200 characters.',
      'Choose a level: introductory, intermediate, advanced.',
      'Choose a commodity: coffee, cocoa, sugar, cotton, orange-juice.',
    ]);
  });

  it('takes a session of consecutive days with its daily hours, in its own time zone', () => {
    expect(CreateCourseSessionSchema.parse(SESSION)).toMatchObject({ capacity: 12 });
    expect(sessionDays(SESSION)).toEqual(['2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15']);
  });

  it('keeps the wall-clock hours across a daylight-saving change: 09:00 in New York is 14:00 UTC, then 13:00', () => {
    const meetings = sessionMeetings(SESSION);
    expect(meetings.map((meeting) => meeting.starts_at.toISOString())).toEqual([
      '2027-03-12T14:00:00.000Z',
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
    expect(meetings[0]?.ends_at.toISOString()).toBe('2027-03-12T22:00:00.000Z');
  });

  it('refuses days out of order, too many days, a format without its place or link, bad capacity and price', () => {
    const refuse = (changes: object) =>
      messagesOf(CreateCourseSessionSchema.safeParse({ ...SESSION, ...changes }));
    expect(refuse({ last_day: '2027-03-11' })).toEqual([CourseSessionMessages.lastDay]);
    expect(refuse({ last_day: '2027-03-22' })).toEqual([CourseSessionMessages.lastDay]);
    expect(refuse({ first_day: '2027-02-30' })).toContain(CourseSessionMessages.firstDay);
    expect(refuse({ format: 'in_person', place: null })).toEqual([CourseSessionMessages.place]);
    expect(refuse({ joining_link: null })).toEqual([CourseSessionMessages.joiningLink]);
    expect(refuse({ joining_link: 'http://meet.example.com' })).toEqual([CourseSessionMessages.joiningLink]);
    expect(refuse({ capacity: 0 })).toEqual([CourseSessionMessages.capacity]);
    expect(refuse({ capacity: 2.5 })).toEqual([CourseSessionMessages.capacity]);
    expect(refuse({ price_per_participant: 10.001 })).toEqual([CourseSessionMessages.price]);
    expect(refuse({ hours: { start: '17:00', end: '09:00' } })).toEqual([
      'Each period must end after it starts.',
    ]);
    expect(refuse({ time_zone: 'Mars/Olympus' })).toHaveLength(1);
    expect(refuse({ seats: 3 })).toHaveLength(1);
  });

  it('takes a reason with a changed session', () => {
    expect(UpdateCourseSessionSchema.parse({ ...SESSION, reason: 'New fee' })).toMatchObject({
      reason: 'New fee',
    });
  });

  it('tells seats left, a full session with its waiting list, and one sold out within 48 hours of its start', () => {
    const startsAt = new Date('2027-03-12T14:00:00Z');
    expect(sessionAvailability(3, startsAt, new Date('2027-03-12T13:00:00Z'))).toBe('open');
    expect(sessionAvailability(0, startsAt, new Date('2027-03-10T13:59:00Z'))).toBe('waiting_list');
    expect(sessionAvailability(0, startsAt, new Date('2027-03-10T14:00:00Z'))).toBe('sold_out');
    expect(sessionAvailabilityLabel('open', 1)).toBe('1 seat left');
    expect(sessionAvailabilityLabel('open', 7)).toBe('7 seats left');
    expect(sessionAvailabilityLabel('waiting_list', 0)).toBe('Full — join the waiting list');
    expect(sessionAvailabilityLabel('sold_out', 0)).toBe('Sold out');
  });
});

describe('formatSessionDays', () => {
  it('writes the month and year once when the days share them', () => {
    expect(formatSessionDays('2027-03-12', '2027-03-15')).toBe('12–15 March 2027');
  });

  it('writes each month when the days run into the next one, and each year into the next year', () => {
    expect(formatSessionDays('2027-02-28', '2027-03-03')).toBe('28 February – 3 March 2027');
    expect(formatSessionDays('2026-12-30', '2027-01-02')).toBe('30 December 2026 – 2 January 2027');
  });

  it('writes a single day once', () => {
    expect(formatSessionDays('2027-03-12', '2027-03-12')).toBe('12 March 2027');
  });
});

describe('courseSeatsLineName', () => {
  it('prints the course, its days and the seats', () => {
    const days = { first_day: '2027-02-08', last_day: '2027-02-11' };
    expect(courseSeatsLineName('Coffee Market Fundamentals', days, 2)).toBe(
      'Course: Coffee Market Fundamentals, 8–11 February 2027 (2 seats)',
    );
    expect(courseSeatsLineName('Cocoa', days, 1)).toBe('Course: Cocoa, 8–11 February 2027 (1 seat)');
  });
});

describe('joining a waiting list', () => {
  it('takes 1 to 50 whole seats, and says so of anything else', () => {
    expect(JoinWaitingListSchema.parse({ seats: 3 })).toEqual({ seats: 3 });
    for (const seats of [0, 51, 2.5, '2', null, undefined]) {
      const result = JoinWaitingListSchema.safeParse({ seats });
      expect(result.error?.issues[0]?.message).toBe(WaitingListMessages.seats);
    }
    expect(WaitingListMessages.overCapacity(1)).toBe('This session has 1 seat in all; choose fewer.');
  });
});
