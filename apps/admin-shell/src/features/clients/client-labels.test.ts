import { describe, expect, it } from 'vitest';
import { mayExtendGrace, memberStateText, nextActionText, timelineText } from './client-labels';

const lifecycle = (action: string, detail: unknown, actor: string | null = null) => ({
  kind: 'lifecycle' as const,
  occurred_at: '2027-01-01T00:00:00.000Z',
  action,
  actor,
  subject: 'Coffee Weekly Report',
  detail,
  reason: null,
});

describe('a subscription in words (issue 17)', () => {
  it('names the next action and its day, or none once it has ended', () => {
    expect(nextActionText({ next_action: { action: 'charge', at: '2027-01-01T00:00:00.000Z' } })).toBe(
      'Renewal charge on Jan 1, 2027',
    );
    expect(nextActionText({ next_action: null })).toBe('None');
  });

  it('offers a grace extension only while a renewal is unpaid', () => {
    expect(mayExtendGrace({ state: 'past_due' })).toBe(true);
    expect(mayExtendGrace({ state: 'grace' })).toBe(true);
    for (const state of ['active', 'renewal_due', 'renewed', 'expired', 'cancelled'] as const)
      expect(mayExtendGrace({ state })).toBe(false);
  });

  it('tells a lifecycle step, the state it left and the end of access', () => {
    expect(timelineText(lifecycle('expired', { from: 'grace', to: 'expired' }))).toBe(
      'Expired: Coffee Weekly Report (Grace period to Expired)',
    );
    expect(
      timelineText(
        lifecycle('grace_extended', { from: 'grace', to: 'grace', ends_at: '2027-02-01T00:00:00.000Z' }),
      ),
    ).toBe('Grace period extended: Coffee Weekly Report, access until Feb 1, 2027');
    expect(timelineText(lifecycle('renewal_notice', { from: null, to: 'renewal_due' }))).toBe(
      'Renewal notice sent: Coffee Weekly Report (now Renewal due)',
    );
    expect(timelineText(lifecycle('something_new', null))).toBe('something_new: Coffee Weekly Report');
  });
});

describe("a member's state (issue 39)", () => {
  it('names who made a suspension', () => {
    expect(memberStateText({ status: 'active', suspended_by: null })).toBe('Active');
    expect(memberStateText({ status: 'suspended', suspended_by: 'firm' })).toBe(
      'Suspended by Softline Advisory',
    );
    expect(memberStateText({ status: 'suspended', suspended_by: 'organisation' })).toBe(
      'Suspended by the organisation',
    );
  });
});
