import type { StaffRole } from '@firm/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../support/index.js';
import { addStaff } from '../../support/staff.js';

/** Weekday hours, Monday to Friday, as the back office sends them. */
export const weekdayHours = (start = '09:00', end = '17:00') =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

/**
 * A new staff member at `email` made an analyst through the back office by `admin`: in New York, weekdays 09:00 to
 * 17:00, no notice, no buffer, eight sessions a day, unless `fields` say otherwise. Answers the analyst's id.
 */
export async function addAnalyst(
  t: TestApp,
  admin: { authorization: string },
  email: string,
  fields: Record<string, unknown> = {},
  role: StaffRole = 'editor',
): Promise<number> {
  const userId = await addStaff(t.database.db, email, role);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/analysts/',
    headers: admin,
    payload: {
      user_id: userId,
      photo_url: null,
      expertise: ['coffee', 'cocoa'],
      time_zone: 'America/New_York',
      meeting_link: 'https://meet.firm.test/analyst',
      weekly_hours: weekdayHours(),
      date_overrides: [],
      notice_minutes: 0,
      buffer_minutes: 0,
      daily_max: 8,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}
