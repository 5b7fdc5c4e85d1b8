import { describe, expect, it } from 'vitest';
import type { Availability } from './availability.js';
import { callMonths } from './booking.js';
import { dayBounds, freeSlots, instantOf, slotRefusal, type Occupied } from './slots.js';

const WEEKDAYS_NINE_TO_FIVE = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

const newYork: Availability = {
  timeZone: 'America/New_York',
  weekly: WEEKDAYS_NINE_TO_FIVE,
  overrides: [],
  noticeMinutes: 0,
  bufferMinutes: 0,
  dailyMax: 24,
};

const at = (iso: string) => new Date(iso);
const iso = (dates: readonly Date[]) => dates.map((date) => date.toISOString());
const LONG_AGO = at('2027-01-01T00:00:00Z');

describe('wall-clock days and times in a zone', () => {
  it('places a wall-clock time on the right instant on either side of a change', () => {
    expect(instantOf('2027-03-12', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2027-03-12T14:00:00.000Z',
    );
    expect(instantOf('2027-03-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2027-03-15T13:00:00.000Z',
    );
    expect(instantOf('2027-10-29', 9 * 60, 'Europe/London').toISOString()).toBe('2027-10-29T08:00:00.000Z');
    expect(instantOf('2027-11-01', 9 * 60, 'Europe/London').toISOString()).toBe('2027-11-01T09:00:00.000Z');
  });

  it('gives the days of a change their 23 and 25 hours', () => {
    const spring = dayBounds('2027-03-14', 'America/New_York');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = dayBounds('2027-10-31', 'Europe/London');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('free slots across the March and November changes', () => {
  const query = (availability: Availability = newYork, occupied: Occupied[] = [], now = LONG_AGO) => ({
    availability,
    length: 60 as const,
    occupied,
    now,
  });

  it('keeps a New York analyst at 09:00 New York time before and after the March change', () => {
    const friday = freeSlots(query(), '2027-03-12', 'America/New_York');
    const monday = freeSlots(query(), '2027-03-15', 'America/New_York');
    expect(friday[0]?.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(monday[0]?.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    // 09:00 to 16:00 every quarter hour: 29 starts for an hour's session.
    expect(friday).toHaveLength(29);
    expect(monday).toHaveLength(29);
  });

  it('shows a London booker the New York hours an hour earlier while only America has changed', () => {
    const startInLondon = (day: string) => freeSlots(query(), day, 'Europe/London')[0]!;
    // Before 14 March both are on standard time: 09:00 in New York is 14:00 in London.
    expect(startInLondon('2027-03-12').toISOString()).toBe('2027-03-12T14:00:00.000Z');
    // 14 to 28 March: New York is on summer time, London not yet: 13:00 in London.
    expect(startInLondon('2027-03-15').toISOString()).toBe('2027-03-15T13:00:00.000Z');
    // After 28 March both are on summer time: 14:00 in London again (13:00 UTC).
    expect(startInLondon('2027-03-29').toISOString()).toBe('2027-03-29T13:00:00.000Z');
  });

  it('follows November, when London changes a week before New York', () => {
    const london: Availability = { ...newYork, timeZone: 'Europe/London' };
    // London 09:00 on 29 October (summer time) and 1 November (winter time).
    expect(freeSlots(query(london), '2027-10-29', 'Europe/London')[0]!.toISOString()).toBe(
      '2027-10-29T08:00:00.000Z',
    );
    expect(freeSlots(query(london), '2027-11-01', 'Europe/London')[0]!.toISOString()).toBe(
      '2027-11-01T09:00:00.000Z',
    );
    // A New York booker in the week between: London 09:00 is 05:00 in New York (04:00 the week after).
    const between = freeSlots(query(london), '2027-11-01', 'America/New_York')[0]!;
    expect(between.toISOString()).toBe('2027-11-01T09:00:00.000Z');
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', timeStyle: 'short' }).format(between),
    ).toBe('05:00');
    const after = freeSlots(query(london), '2027-11-08', 'America/New_York')[0]!;
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', timeStyle: 'short' }).format(after),
    ).toBe('04:00');
  });

  it('skips the hour that does not exist on the March change and keeps both of November', () => {
    const nights: Availability = {
      ...newYork,
      weekly: [{ weekday: 7, start: '00:00', end: '06:00' }],
    };
    // 00:00 to 06:00 on 14 March is five hours: 17 starts of an hour's session, none at 02:xx.
    const spring = freeSlots(query(nights), '2027-03-14', 'America/New_York');
    expect(spring).toHaveLength(17);
    expect(spring[0]!.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(spring.at(-1)!.toISOString()).toBe('2027-03-14T09:00:00.000Z');
    // On 7 November the same hours last seven: 25 starts.
    expect(freeSlots(query(nights), '2027-11-07', 'America/New_York')).toHaveLength(25);
  });

  it('gives a Tokyo booker the analyst hours that fall on their day, from two of the analyst days', () => {
    const slots = freeSlots(query(), '2027-03-16', 'Asia/Tokyo');
    // Tokyo's 16 March is 15 March 15:00 UTC to 16 March 15:00 UTC: Monday 11:00 to 17:00 New York (EDT) and
    // nothing of Tuesday (its 09:00 is 13:00 UTC on the 16th, within the day: starts until 15:00 UTC too).
    expect(slots[0]!.toISOString()).toBe('2027-03-15T15:00:00.000Z');
    expect(slots.some((slot) => slot.toISOString() === '2027-03-16T13:00:00.000Z')).toBe(true);
    expect(
      slots.every((slot) => slot >= at('2027-03-15T15:00:00Z') && slot < at('2027-03-16T15:00:00Z')),
    ).toBe(true);
  });
});

describe('the rules of a free time', () => {
  const monday = '2027-03-15';
  const nine = at('2027-03-15T13:00:00Z');
  const base = { availability: newYork, length: 30 as const, occupied: [] as Occupied[], now: LONG_AGO };

  it('leaves out what is past or inside the notice', () => {
    const now = at('2027-03-15T14:05:00Z');
    const slots = freeSlots(
      { ...base, now, availability: { ...newYork, noticeMinutes: 120 } },
      monday,
      'UTC',
    );
    expect(slots[0]!.toISOString()).toBe('2027-03-15T16:15:00.000Z');
    expect(slotRefusal({ ...base, now }, nine)).toBe('past');
    expect(
      slotRefusal(
        { ...base, now, availability: { ...newYork, noticeMinutes: 120 } },
        at('2027-03-15T15:00:00Z'),
      ),
    ).toBe('notice');
  });

  it('keeps a session and its buffer apart from the next, either way round', () => {
    const availability = { ...newYork, bufferMinutes: 15 };
    // A session 10:00 to 10:30 with its buffer to 10:45.
    const occupied = [{ start: at('2027-03-15T14:00:00Z'), end: at('2027-03-15T14:45:00Z'), session: true }];
    const slots = iso(freeSlots({ ...base, availability, occupied }, monday, 'America/New_York'));
    expect(slots).toContain('2027-03-15T13:15:00.000Z'); // 09:15–09:45 and its buffer to 10:00
    expect(slots).not.toContain('2027-03-15T13:30:00.000Z'); // its buffer would run into 10:00
    expect(slots).not.toContain('2027-03-15T14:30:00.000Z'); // inside the buffer
    expect(slots).toContain('2027-03-15T14:45:00.000Z');
    expect(slotRefusal({ ...base, availability, occupied }, at('2027-03-15T14:15:00Z'))).toBe('taken');
  });

  it('stops at the daily maximum, counted on the analyst’s own day', () => {
    const availability = { ...newYork, dailyMax: 1 };
    const occupied = [{ start: at('2027-03-15T20:00:00Z'), end: at('2027-03-15T20:30:00Z'), session: true }];
    expect(freeSlots({ ...base, availability, occupied }, monday, 'America/New_York')).toEqual([]);
    expect(slotRefusal({ ...base, availability, occupied }, nine)).toBe('dailyMax');
    // A block of time is not a session.
    const blocked = [{ ...occupied[0]!, session: false }];
    expect(
      freeSlots({ ...base, availability, occupied: blocked }, monday, 'America/New_York').length,
    ).toBeGreaterThan(0);
    // Tuesday is another day.
    expect(
      freeSlots({ ...base, availability, occupied }, '2027-03-16', 'America/New_York').length,
    ).toBeGreaterThan(0);
  });

  it('takes a date override over the weekday: a day off, or other hours', () => {
    const off = { ...newYork, overrides: [{ date: monday, hours: [] }] };
    expect(freeSlots({ ...base, availability: off }, monday, 'America/New_York')).toEqual([]);
    const saturday = {
      ...newYork,
      overrides: [{ date: '2027-03-20', hours: [{ start: '10:00', end: '11:00' }] }],
    };
    expect(iso(freeSlots({ ...base, availability: saturday }, '2027-03-20', 'America/New_York'))).toEqual([
      '2027-03-20T14:00:00.000Z',
      '2027-03-20T14:15:00.000Z',
      '2027-03-20T14:30:00.000Z',
    ]);
  });

  it('refuses a start off the grid or outside the hours', () => {
    expect(slotRefusal(base, at('2027-03-15T13:05:00Z'))).toBe('outside');
    expect(slotRefusal(base, at('2027-03-15T21:45:00Z'))).toBe('outside'); // 17:45
    expect(slotRefusal(base, at('2027-03-14T13:00:00Z'))).toBe('outside'); // a Sunday
    expect(slotRefusal(base, nine)).toBeNull();
  });
});

describe('the months of the monthly call', () => {
  it('are UTC calendar months, the next ones after the first', () => {
    const [march, april] = callMonths(new Date('2027-03-31T23:30:00Z'), 2);
    expect(march).toEqual({
      month: '2027-03',
      start: new Date('2027-03-01T00:00:00Z'),
      end: new Date('2027-04-01T00:00:00Z'),
    });
    expect(april!.month).toBe('2027-04');
    expect(callMonths(new Date('2027-04-01T00:00:00Z'))[0]!.month).toBe('2027-04');
  });
});
