import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDigestAt, TimeZoneSchema } from './digest-schedule.js';

const at = (iso: string) => new Date(iso);

describe('when a digest is due', () => {
  it('is 07:00 the same day before seven, the next day from seven on', () => {
    expect(nextDigestAt('daily', 'Europe/Madrid', at('2026-12-02T05:59:00Z'))).toEqual(
      at('2026-12-02T06:00:00Z'),
    );
    expect(nextDigestAt('daily', 'Europe/Madrid', at('2026-12-02T06:00:00Z'))).toEqual(
      at('2026-12-03T06:00:00Z'),
    );
  });

  it('keeps 07:00 on the wall clock across daylight-saving changes', () => {
    // New York moves to summer time on Sunday 14 March 2027: 07:00 is 12:00Z on Saturday, 11:00Z on Sunday.
    expect(nextDigestAt('daily', 'America/New_York', at('2027-03-13T12:00:00Z'))).toEqual(
      at('2027-03-14T11:00:00Z'),
    );
    // London leaves summer time on Sunday 25 October 2026: Monday's 07:00 is 07:00Z, not 06:00Z.
    expect(nextDigestAt('weekly', 'Europe/London', at('2026-10-21T09:00:00Z'))).toEqual(
      at('2026-10-26T07:00:00Z'),
    );
  });

  it('is the next Monday for a weekly digest, the following one from Monday 07:00 on', () => {
    expect(nextDigestAt('weekly', 'Asia/Kolkata', at('2026-11-30T01:29:00Z'))).toEqual(
      at('2026-11-30T01:30:00Z'),
    );
    expect(nextDigestAt('weekly', 'Asia/Kolkata', at('2026-11-30T01:30:00Z'))).toEqual(
      at('2026-12-07T01:30:00Z'),
    );
  });

  it('is always a later 07:00 in the zone, within a day (daily) or a week (weekly), on a Monday for weekly', () => {
    const zones = [
      'America/New_York',
      'Europe/London',
      'Australia/Sydney',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom('daily' as const, 'weekly' as const),
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, frequency, after) => {
          const due = nextDigestAt(frequency, zone, after);
          const local = new TZDate(due.getTime(), zone);
          const hours = (due.getTime() - after.getTime()) / 3_600_000;
          expect(hours).toBeGreaterThan(0);
          expect(hours).toBeLessThanOrEqual((frequency === 'daily' ? 24 : 7 * 24) + 1);
          expect([local.getHours(), local.getMinutes()]).toEqual([7, 0]);
          if (frequency === 'weekly') expect(local.getDay()).toBe(1);
        },
      ),
    );
  });
});

describe('a time zone', () => {
  it('is an IANA zone the runtime knows', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+05:30')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('is refused with a message the profile shows', () => {
    const result = TimeZoneSchema.safeParse('Atlantis/Capital');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Choose a time zone from the list.');
    expect(TimeZoneSchema.parse(' Europe/Berlin ')).toBe('Europe/Berlin');
  });
});
