import type { Availability } from '@firm/domain';
import type { AnalystRow } from './repository.js';

/** What decides an analyst's free times, as @firm/domain's slots read it. */
export const availabilityOf = (analyst: NonNullable<AnalystRow>): Availability => ({
  timeZone: analyst.timeZone,
  weekly: analyst.weeklyHours,
  overrides: analyst.dateOverrides,
  noticeMinutes: analyst.noticeMinutes,
  bufferMinutes: analyst.bufferMinutes,
  dailyMax: analyst.dailyMax,
});
