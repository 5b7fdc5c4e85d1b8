import { describe, expect, it } from 'vitest';
import { AlertMessages, defaultAlertFrequency, UpdateAlertPreferencesSchema } from './alert-preferences.js';
import { TimeZoneMessages } from './digest-schedule.js';

describe('alert preferences (issue 42)', () => {
  it('starts weekly types at once and in-depth types on the weekly digest', () => {
    expect(defaultAlertFrequency('weekly')).toBe('immediate');
    expect(defaultAlertFrequency('in_depth')).toBe('weekly');
  });

  it('takes a known time zone and frequencies of report types, with a message for each bad field', () => {
    expect(
      UpdateAlertPreferencesSchema.parse({
        time_zone: 'America/Sao_Paulo',
        types: [{ report_type: 3, frequency: 'daily' }],
      }),
    ).toEqual({ time_zone: 'America/Sao_Paulo', types: [{ report_type: 3, frequency: 'daily' }] });
    const refused = UpdateAlertPreferencesSchema.safeParse({
      time_zone: 'UTC+3',
      types: [{ report_type: 0, frequency: 'hourly' }],
    });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['time_zone', TimeZoneMessages.unknown],
      ['types.0.report_type', AlertMessages.reportType],
      ['types.0.frequency', AlertMessages.frequency],
    ]);
    expect(UpdateAlertPreferencesSchema.safeParse({ unknown: true }).success).toBe(false);
  });
});
