import { describe, expect, it } from 'vitest';
import { describeTeamEvent } from './team-event-words.js';

describe('a recorded team change in words (issue 15)', () => {
  it('names roles, seats and company fields from what the record keeps', () => {
    expect(
      describeTeamEvent({ action: 'invited', before: null, after: { role: 'billing', seats: [] } }),
    ).toBe('Invited as Billing');
    expect(
      describeTeamEvent({ action: 'role_changed', before: { role: 'member' }, after: { role: 'admin' } }),
    ).toBe('Role changed from Member to Admin');
    expect(
      describeTeamEvent({
        action: 'seat_released',
        before: { report_type_id: 1, report_type_name: 'Coffee Weekly Report', seated: true },
        after: { report_type_id: 1, report_type_name: 'Coffee Weekly Report', seated: false },
      }),
    ).toBe('Seat released on Coffee Weekly Report');
    expect(
      describeTeamEvent({
        action: 'company_changed',
        before: { city: 'Leeds', postal_code: null },
        after: { city: 'York', postal_code: 'YO1 7HH' },
      }),
    ).toBe('Company details changed: city, postal code');
  });

  it('names an archived report bought alone and its order (issue 44)', () => {
    expect(
      describeTeamEvent({
        action: 'report_licensed',
        before: null,
        after: { report_name: 'Cotton Weekly Report — 9 November 2026', order: 'SO-2026-001042' },
      }),
    ).toBe('Report bought alone: Cotton Weekly Report — 9 November 2026 (order SO-2026-001042)');
    expect(describeTeamEvent({ action: 'report_licensed', before: null, after: null })).toBe(
      'Report bought alone: a report (order unknown)',
    );
  });

  it("says a suspension was the firm's (issue 39)", () => {
    expect(
      describeTeamEvent({
        action: 'suspended',
        before: { status: 'active' },
        after: { status: 'suspended', suspended_by: 'organisation' },
      }),
    ).toBe('Suspended');
    expect(
      describeTeamEvent({
        action: 'suspended',
        before: { status: 'suspended', suspended_by: 'organisation' },
        after: { status: 'suspended', suspended_by: 'firm' },
      }),
    ).toBe('Suspended by Softline Advisory');
    // A record from before issue 39 names no one.
    expect(
      describeTeamEvent({
        action: 'suspended',
        before: { status: 'active' },
        after: { status: 'suspended' },
      }),
    ).toBe('Suspended');
  });

  it('stays readable for a record it does not know or one without details', () => {
    expect(describeTeamEvent({ action: 'role_changed', before: null, after: 'odd' })).toBe(
      'Role changed from unknown role to unknown role',
    );
    expect(describeTeamEvent({ action: 'seat_audit_run', before: null, after: null })).toBe('seat audit run');
  });
});
