import { z } from 'zod';
import { isoDay } from '../admin/iso-day.js';

/**
 * An analyst's availability (issue 43): weekly hours in the analyst's own time zone, date overrides (a day off, or
 * other hours that day), the notice a booking needs, the buffer kept after each session and the most sessions a
 * day. Times of day are wall-clock 'HH:mm' in the analyst's zone, so 09:00 stays 09:00 across a daylight-saving
 * change.
 */

export const AvailabilityMessages = {
  time: 'Write times as HH:mm, e.g. 09:00.',
  order: 'Each period must end after it starts.',
  overlap: 'Periods of one day must not overlap.',
  weekday: 'Weekdays are 1 (Monday) to 7 (Sunday).',
  date: 'Give a date as YYYY-MM-DD, e.g. 2026-12-31.',
  duplicateDate: 'Each date may be overridden once.',
  notice: 'The notice must be between 0 and 720 hours, in minutes.',
  buffer: 'The buffer must be 0 to 120 minutes, in steps of 5.',
  dailyMax: 'The daily maximum must be between 1 and 24 sessions.',
  notWorking: 'The analyst does not work at that time that day, so there is nothing to block.',
  blocked: (period: string, day: string) =>
    `${period} on ${day} is blocked. Sessions booked in it stay booked.`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of an 'HH:mm' time ('24:00' is the end of the day). */
export const minutesOfTime = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 'HH:mm' of minutes since midnight. */
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const TimeSchema = z.string({ error: AvailabilityMessages.time }).regex(TIME, AvailabilityMessages.time);

export const HoursSchema = z
  .object({ start: TimeSchema, end: TimeSchema })
  .refine((hours) => minutesOfTime(hours.end) > minutesOfTime(hours.start), {
    message: AvailabilityMessages.order,
    path: ['end'],
  });
export type Hours = z.infer<typeof HoursSchema>;

const overlapping = (periods: readonly Hours[]) => {
  const sorted = [...periods].sort((a, b) => minutesOfTime(a.start) - minutesOfTime(b.start));
  return sorted.some((period, index) => {
    const next = sorted[index + 1];
    return next !== undefined && minutesOfTime(next.start) < minutesOfTime(period.end);
  });
};

/** One period of a weekday: 1 is Monday, 7 Sunday (ISO 8601). */
export const WeeklyHoursSchema = z
  .array(
    HoursSchema.and(
      z.object({ weekday: z.number({ error: AvailabilityMessages.weekday }).int().min(1).max(7) }),
    ),
  )
  .max(7 * 6)
  .refine(
    (rows) =>
      [1, 2, 3, 4, 5, 6, 7].every((weekday) => !overlapping(rows.filter((row) => row.weekday === weekday))),
    AvailabilityMessages.overlap,
  );
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** A date with other hours than its weekday's; no hours is a day off. */
export const DateOverrideSchema = z.object({
  date: isoDay(AvailabilityMessages.date),
  hours: z
    .array(HoursSchema)
    .max(6)
    .refine((hours) => !overlapping(hours), AvailabilityMessages.overlap),
});
export type DateOverride = z.infer<typeof DateOverrideSchema>;

export const DateOverridesSchema = z
  .array(DateOverrideSchema)
  .max(400)
  .refine(
    (overrides) => new Set(overrides.map((override) => override.date)).size === overrides.length,
    AvailabilityMessages.duplicateDate,
  );

export const AvailabilityRulesSchema = z.object({
  notice_minutes: z
    .number({ error: AvailabilityMessages.notice })
    .int(AvailabilityMessages.notice)
    .min(0, AvailabilityMessages.notice)
    .max(720 * 60, AvailabilityMessages.notice),
  buffer_minutes: z
    .number({ error: AvailabilityMessages.buffer })
    .int(AvailabilityMessages.buffer)
    .min(0, AvailabilityMessages.buffer)
    .max(120, AvailabilityMessages.buffer)
    .multipleOf(5, AvailabilityMessages.buffer),
  daily_max: z
    .number({ error: AvailabilityMessages.dailyMax })
    .int(AvailabilityMessages.dailyMax)
    .min(1, AvailabilityMessages.dailyMax)
    .max(24, AvailabilityMessages.dailyMax),
});
export type AvailabilityRules = z.infer<typeof AvailabilityRulesSchema>;

/** Everything that decides an analyst's free times. */
export interface Availability {
  timeZone: string;
  weekly: WeeklyHours;
  overrides: readonly DateOverride[];
  noticeMinutes: number;
  bufferMinutes: number;
  dailyMax: number;
}

/** ISO weekday of a calendar day (YYYY-MM-DD): 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/** The hours of one of the analyst's days (YYYY-MM-DD): its override's, else its weekday's, earliest first. */
export function hoursOn(weekly: WeeklyHours, overrides: readonly DateOverride[], day: string): Hours[] {
  const override = overrides.find((entry) => entry.date === day);
  const weekday = isoWeekday(day);
  const hours = override
    ? override.hours
    : weekly.filter((row) => row.weekday === weekday).map(({ start, end }) => ({ start, end }));
  return [...hours].sort((a, b) => minutesOfTime(a.start) - minutesOfTime(b.start));
}

/**
 * Blocks a time of one of the analyst's days (issue 43): the day's hours less `block`, kept as that date's override
 * (a day off when nothing is left). Null when the analyst does not work any of that time, so nothing would change.
 * Sessions booked in it stay booked; it only stops new ones.
 */
export function blockTime(
  weekly: WeeklyHours,
  overrides: readonly DateOverride[],
  day: string,
  block: Hours,
): DateOverride[] | null {
  const [from, to] = [minutesOfTime(block.start), minutesOfTime(block.end)];
  const before = hoursOn(weekly, overrides, day);
  const after = before.flatMap((period) => {
    const [start, end] = [minutesOfTime(period.start), minutesOfTime(period.end)];
    if (end <= from || start >= to) return [period];
    return [
      ...(start < from ? [{ start: period.start, end: timeOfMinutes(from) }] : []),
      ...(end > to ? [{ start: timeOfMinutes(to), end: period.end }] : []),
    ];
  });
  if (JSON.stringify(after) === JSON.stringify(before)) return null;
  return [...overrides.filter((entry) => entry.date !== day), { date: day, hours: after }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}
