import { describe, expect, it } from 'vitest';
import {
  AdminSubscriptionExtendSchema,
  AdminSubscriptionGrantSchema,
  ClientMessages,
  latestEndDay,
  MAX_SUBSCRIPTION_MONTHS,
} from './clients.js';

const grant = { report_type_id: 1, tier: 'subscription_price_for_single_user', reason: 'Trial' };

describe('a subscription period', () => {
  it('takes an end date that exists', () => {
    expect(AdminSubscriptionGrantSchema.parse({ ...grant, ends_at: '2028-02-29' }).ends_at).toBe(
      '2028-02-29',
    );
  });

  it.each(['2025-02-31', '2025-04-31', '2025-13-01', '31-12-2025'])(
    'refuses %s as an end date, without rolling it over',
    (endsAt) => {
      const result = AdminSubscriptionExtendSchema.safeParse({ ends_at: endsAt, reason: 'x' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['ends_at'], message: ClientMessages.endsAt }),
      ]);
    },
  );

  it(`takes 1 to ${MAX_SUBSCRIPTION_MONTHS} months`, () => {
    expect(AdminSubscriptionExtendSchema.safeParse({ months: 36, reason: 'x' }).success).toBe(true);
    for (const months of [0, 37, 1.5]) {
      const result = AdminSubscriptionExtendSchema.safeParse({ months, reason: 'x' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([ClientMessages.months]);
    }
  });
});

describe('latestEndDay', () => {
  it(`is ${MAX_SUBSCRIPTION_MONTHS} months after today, in UTC`, () => {
    expect(latestEndDay(new Date('2026-03-15T23:30:00Z'))).toBe('2029-03-15');
    expect(latestEndDay(new Date('2024-02-29T00:00:00Z'))).toBe('2027-03-01');
  });

  it('says so in its message', () => {
    expect(ClientMessages.endsTooLate).toBe('The end date may be at most 36 months from today.');
  });
});
