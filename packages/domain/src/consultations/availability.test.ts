import { describe, expect, it } from 'vitest';
import { AnalystMessages, UpdateAnalystSchema } from './analysts.js';
import {
  AvailabilityMessages,
  AvailabilityRulesSchema,
  blockTime,
  DateOverridesSchema,
  hoursOn,
  minutesOfTime,
  timeOfMinutes,
  WeeklyHoursSchema,
} from './availability.js';
import { ConsultationMessages, HoldRequestSchema, SlotsQuerySchema } from './booking.js';
import { consultationPriceCents } from './kinds.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('an analyst’s availability', () => {
  it('reads and writes wall-clock times, 24:00 being the end of the day', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(timeOfMinutes(570)).toBe('09:30');
  });

  it('takes periods that end after they start and do not overlap within a day', () => {
    expect(
      WeeklyHoursSchema.safeParse([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '17:00' },
      ]).success,
    ).toBe(true);
    expect(messagesOf(WeeklyHoursSchema.safeParse([{ weekday: 1, start: '12:00', end: '09:00' }]))).toContain(
      AvailabilityMessages.order,
    );
    expect(
      messagesOf(
        WeeklyHoursSchema.safeParse([
          { weekday: 3, start: '09:00', end: '12:00' },
          { weekday: 3, start: '11:59', end: '13:00' },
        ]),
      ),
    ).toContain(AvailabilityMessages.overlap);
    // The same hours on two weekdays do not overlap.
    expect(
      WeeklyHoursSchema.safeParse([
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 4, start: '09:00', end: '12:00' },
      ]).success,
    ).toBe(true);
    expect(messagesOf(WeeklyHoursSchema.safeParse([{ weekday: 1, start: '25:00', end: '26:00' }]))).toContain(
      AvailabilityMessages.time,
    );
    expect(WeeklyHoursSchema.safeParse([{ weekday: 8, start: '09:00', end: '10:00' }]).success).toBe(false);
  });

  it('takes each date once, as a real calendar day', () => {
    expect(messagesOf(DateOverridesSchema.safeParse([{ date: '2027-02-29', hours: [] }]))).toContain(
      AvailabilityMessages.date,
    );
    expect(
      messagesOf(
        DateOverridesSchema.safeParse([
          { date: '2027-03-01', hours: [] },
          { date: '2027-03-01', hours: [{ start: '10:00', end: '11:00' }] },
        ]),
      ),
    ).toContain(AvailabilityMessages.duplicateDate);
  });

  it('bounds the notice, the buffer and the daily maximum', () => {
    expect(
      AvailabilityRulesSchema.safeParse({ notice_minutes: 0, buffer_minutes: 0, daily_max: 1 }).success,
    ).toBe(true);
    expect(
      messagesOf(AvailabilityRulesSchema.safeParse({ notice_minutes: -1, buffer_minutes: 0, daily_max: 1 })),
    ).toEqual([AvailabilityMessages.notice]);
    expect(
      messagesOf(AvailabilityRulesSchema.safeParse({ notice_minutes: 0, buffer_minutes: 12, daily_max: 1 })),
    ).toEqual([AvailabilityMessages.buffer]);
    expect(
      messagesOf(AvailabilityRulesSchema.safeParse({ notice_minutes: 0, buffer_minutes: 0, daily_max: 0 })),
    ).toEqual([AvailabilityMessages.dailyMax]);
  });

  it('refuses an empty change and a meeting link that is not https', () => {
    expect(UpdateAnalystSchema.safeParse({}).success).toBe(false);
    expect(messagesOf(UpdateAnalystSchema.safeParse({ meeting_link: 'javascript:alert(1)' }))).toContain(
      AnalystMessages.meetingLink,
    );
    expect(UpdateAnalystSchema.parse({ expertise: ['coffee', 'coffee'] })).toEqual({ expertise: ['coffee'] });
  });
});

describe('booking a consultation', () => {
  it('prices sessions by the firm’s terms', () => {
    expect([15, 30, 60].map((length) => consultationPriceCents(length as 15 | 30 | 60))).toEqual([
      26_000, 49_500, 98_500,
    ]);
  });

  it('reads a query string’s length and analyst, and refuses other lengths', () => {
    expect(SlotsQuerySchema.parse({ length: '60', day: '2027-03-15', time_zone: 'Europe/London' })).toEqual({
      length: 60,
      day: '2027-03-15',
      time_zone: 'Europe/London',
      analyst: 'any',
    });
    expect(
      SlotsQuerySchema.parse({ length: '15', day: '2027-03-15', time_zone: 'UTC', analyst: '7' }).analyst,
    ).toBe(7);
    expect(
      messagesOf(SlotsQuerySchema.safeParse({ length: '45', day: '2027-03-15', time_zone: 'UTC' })),
    ).toContain(ConsultationMessages.length);
  });

  it('needs a topic and a start with its offset', () => {
    const hold = {
      length: 30,
      analyst: 'any',
      starts_at: '2027-03-15T13:00:00Z',
      time_zone: 'UTC',
      topic: 'Sugar',
    };
    expect(HoldRequestSchema.parse(hold).notes).toBe('');
    expect(messagesOf(HoldRequestSchema.safeParse({ ...hold, topic: ' ' }))).toContain(
      ConsultationMessages.topic,
    );
    expect(messagesOf(HoldRequestSchema.safeParse({ ...hold, starts_at: '2027-03-15 13:00' }))).toContain(
      ConsultationMessages.start,
    );
  });
});

describe('blocking time of an analyst’s day (issue 43)', () => {
  // Weekdays 09:00–12:00 and 13:00–17:00; Friday 12 March 2027 already has other hours.
  const weekly = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]);
  const overrides = [{ date: '2027-03-12', hours: [{ start: '10:00', end: '14:00' }] }];

  it('reads a day’s hours from its override, else from its weekday', () => {
    expect(hoursOn(weekly, overrides, '2027-03-12')).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(hoursOn(weekly, overrides, '2027-03-15')).toHaveLength(2);
    expect(hoursOn(weekly, overrides, '2027-03-13')).toEqual([]);
  });

  it('takes the time out of the day’s hours and keeps it as that date’s override', () => {
    expect(blockTime(weekly, overrides, '2027-03-15', { start: '11:00', end: '14:00' })).toEqual([
      { date: '2027-03-12', hours: [{ start: '10:00', end: '14:00' }] },
      {
        date: '2027-03-15',
        hours: [
          { start: '09:00', end: '11:00' },
          { start: '14:00', end: '17:00' },
        ],
      },
    ]);
    // Within an override, and the whole of it: a day off.
    expect(blockTime(weekly, overrides, '2027-03-12', { start: '08:00', end: '18:00' })).toEqual([
      { date: '2027-03-12', hours: [] },
    ]);
  });

  it('changes nothing for a time the analyst does not work', () => {
    expect(blockTime(weekly, overrides, '2027-03-15', { start: '12:00', end: '13:00' })).toBeNull();
    expect(blockTime(weekly, overrides, '2027-03-13', { start: '10:00', end: '11:00' })).toBeNull();
  });
});
