import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format } from 'date-fns';
import { isoWeekday, minutesOfTime, type Availability, type Hours } from './availability.js';
import { SLOT_STEP_MINUTES, type ConsultationLength } from './kinds.js';

/**
 * Free times of an analyst (issue 43). The analyst's hours are wall-clock times in the analyst's zone and the
 * booker asks for a day in theirs; every step from one to the other goes through @date-fns/tz, so a session at
 * 09:00 in New York stays at 09:00 there across the March and November changes, and a London booker sees it an
 * hour earlier or later for the weeks the two countries change on different dates.
 */

/** Time the analyst is taken: a session with the buffer after it (`session`), or a block of time. */
export interface Occupied {
  start: Date;
  /** Exclusive; a session's includes its buffer. */
  end: Date;
  /** A session counts towards the day's maximum; a block does not. */
  session: boolean;
}

export interface SlotQuery {
  availability: Availability;
  length: ConsultationLength;
  /** The analyst's taken time around the day asked for. */
  occupied: readonly Occupied[];
  now: Date;
}

/** Why a start cannot be booked. */
export type SlotRefusal = 'past' | 'notice' | 'outside' | 'dailyMax' | 'taken';

/** The instant a wall-clock time of a calendar day has in `timeZone` ('24:00' is the next day's 00:00). */
export function instantOf(day: string, minutes: number, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const midnight = new TZDate(year, month - 1, date, timeZone);
  const wall = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone);
  // 24:00 is the next day's midnight, in wall-clock days (not 24 hours later on a day of 23 or 25).
  return new Date((minutes === 24 * 60 ? addDays(midnight, 1) : wall).getTime());
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export const dayIn = (instant: Date, timeZone: string): string =>
  format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');

/** The instants a calendar day of `timeZone` begins and ends (the end is the next day's beginning). */
export const dayBounds = (day: string, timeZone: string): { start: Date; end: Date } => ({
  start: instantOf(day, 0, timeZone),
  end: instantOf(day, 24 * 60, timeZone),
});

/** The calendar day `days` after `day` (YYYY-MM-DD; before it when negative). */
export const addCalendarDays = (day: string, days: number): string =>
  format(addDays(new Date(`${day}T12:00:00Z`), days), 'yyyy-MM-dd');
const nextDay = (day: string) => addCalendarDays(day, 1);
const previousDay = (day: string) => addCalendarDays(day, -1);

/** The analyst's hours on one of their calendar days: the date's override, else its weekday's. */
function hoursOn(availability: Availability, day: string): readonly Hours[] {
  const override = availability.overrides.find((candidate) => candidate.date === day);
  if (override) return override.hours;
  const weekday = isoWeekday(day);
  return availability.weekly.filter((row) => row.weekday === weekday);
}

/** Every start the analyst's hours allow in [from, to), on the step grid of each period, ignoring what is taken. */
function startsWithinHours(availability: Availability, length: number, from: Date, to: Date): Date[] {
  const { timeZone } = availability;
  const starts: Date[] = [];
  const last = dayIn(to, timeZone);
  for (let day = previousDay(dayIn(from, timeZone)); day <= last; day = nextDay(day)) {
    for (const hours of hoursOn(availability, day)) {
      const end = instantOf(day, minutesOfTime(hours.end), timeZone);
      for (
        let start = instantOf(day, minutesOfTime(hours.start), timeZone);
        addMinutes(start, length) <= end;
        start = addMinutes(start, SLOT_STEP_MINUTES)
      ) {
        if (start >= from && start < to) starts.push(start);
      }
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** Why `start` cannot be booked, with the hours allowed around it already listed; null when it can. */
function refusalOf(query: SlotQuery, start: Date, allowed: readonly Date[]): SlotRefusal | null {
  const { availability, length, occupied, now } = query;
  if (start <= now) return 'past';
  if (start < addMinutes(now, availability.noticeMinutes)) return 'notice';
  if (!allowed.some((candidate) => candidate.getTime() === start.getTime())) return 'outside';
  const day = dayIn(start, availability.timeZone);
  const sessionsThatDay = occupied.filter(
    (taken) => taken.session && dayIn(taken.start, availability.timeZone) === day,
  ).length;
  if (sessionsThatDay >= availability.dailyMax) return 'dailyMax';
  const end = addMinutes(start, length + availability.bufferMinutes);
  if (occupied.some((taken) => taken.start < end && start < taken.end)) return 'taken';
  return null;
}

/** The free starts of a session of `length` on `day` as a booker in `bookerTimeZone` sees it, earliest first. */
export function freeSlots(query: SlotQuery, day: string, bookerTimeZone: string): Date[] {
  const { start, end } = dayBounds(day, bookerTimeZone);
  const allowed = startsWithinHours(query.availability, query.length, start, end);
  return allowed.filter((candidate) => refusalOf(query, candidate, allowed) === null);
}

/** Why a start cannot be booked (checked again when it is held), or null when it is free. */
export function slotRefusal(query: SlotQuery, start: Date): SlotRefusal | null {
  const allowed = startsWithinHours(query.availability, query.length, start, addMinutes(start, 1));
  return refusalOf(query, start, allowed);
}
