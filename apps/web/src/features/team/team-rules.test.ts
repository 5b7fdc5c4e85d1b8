import { ApiRequestError } from '@firm/api-client';
import type { SeatSubscription, Team } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import {
  memberActions,
  memberName,
  runningSubscriptions,
  seatEditable,
  seatLabel,
  seatNames,
  seatWords,
  shownStatus,
  TEAM_CHANGE_FAILED,
  teamFailureMessage,
  seatLimitUpgrade,
} from './team-rules';
import { teamMember } from '../../test/team-member';

const subscription = (overrides: Partial<SeatSubscription>): SeatSubscription => ({
  report_type_id: 1,
  report_type_name: 'Coffee Weekly Report',
  tier: 'subscription_price_for_upto_3_user',
  seats_total: 3,
  seats_used: 1,
  ends_at: '2027-01-01T00:00:00.000Z',
  status: 'active',
  ...overrides,
});

const owner: Pick<Team, 'can_manage' | 'your_role'> = { can_manage: true, your_role: 'owner' };
const admin: Pick<Team, 'can_manage' | 'your_role'> = { can_manage: true, your_role: 'admin' };
const reader: Pick<Team, 'can_manage' | 'your_role'> = { can_manage: false, your_role: 'member' };

describe('the actions a row of the members table offers', () => {
  it('offers a member and billing nothing', () => {
    expect(memberActions(reader, teamMember({}))).toEqual([]);
    expect(
      memberActions({ can_manage: false, your_role: 'billing' }, teamMember({ status: 'invited' })),
    ).toEqual([]);
  });

  it('offers nothing on the owner or on yourself', () => {
    expect(memberActions(admin, teamMember({ role: 'owner' }))).toEqual([]);
    expect(memberActions(owner, teamMember({ role: 'admin', is_you: true }))).toEqual([]);
  });

  it('resends or revokes an invitation', () => {
    expect(
      memberActions(admin, teamMember({ status: 'invited', first_name: null, last_name: null })),
    ).toEqual(['resend', 'revoke']);
  });

  it('changes the role, suspends and removes an active member', () => {
    expect(memberActions(admin, teamMember({}))).toEqual(['change-role', 'suspend', 'remove']);
  });

  it('reactivates a suspended member', () => {
    expect(memberActions(admin, teamMember({ status: 'suspended', suspended_by: 'organisation' }))).toEqual([
      'change-role',
      'reactivate',
      'remove',
    ]);
  });

  it('neither reactivates nor removes a member the firm suspended: only the firm lifts it (issue 39)', () => {
    const firms = teamMember({
      status: 'suspended',
      suspended_by: 'firm',
      status_note: 'Suspended by Softline Advisory',
    });
    expect(memberActions(owner, firms)).toEqual(['change-role']);
    expect(memberActions(admin, firms)).toEqual(['change-role']);
  });

  it('lets only the owner hand ownership, and only to an active admin', () => {
    expect(memberActions(owner, teamMember({ role: 'admin' }))).toContain('make-owner');
    expect(memberActions(admin, teamMember({ role: 'admin' }))).not.toContain('make-owner');
    expect(memberActions(owner, teamMember({ role: 'member' }))).not.toContain('make-owner');
    expect(memberActions(owner, teamMember({ role: 'admin', status: 'suspended' }))).not.toContain(
      'make-owner',
    );
  });
});

describe('the seats grid', () => {
  it("lets owners and admins change a member's seats, not the owner's nor an invitation's", () => {
    expect(seatEditable(admin, teamMember({}))).toBe(true);
    expect(seatEditable(owner, teamMember({ status: 'suspended' }))).toBe(true);
    expect(seatEditable(owner, teamMember({ role: 'owner', is_you: true }))).toBe(true);
    expect(seatEditable(admin, teamMember({ role: 'owner' }))).toBe(false);
    expect(seatEditable(admin, teamMember({ status: 'invited' }))).toBe(false);
    expect(seatEditable(reader, teamMember({}))).toBe(false);
  });

  it('offers a billing member no seat: billing reads no reports (issue 17)', () => {
    expect(seatEditable(owner, teamMember({ role: 'billing' }))).toBe(false);
    expect(seatEditable(admin, teamMember({ role: 'billing', status: 'suspended' }))).toBe(false);
  });
});

describe('team wording', () => {
  it('names a member by name, an invitation by its email', () => {
    expect(memberName(teamMember({}))).toBe('Jane Doe');
    expect(memberName(teamMember({ first_name: null, last_name: null, email: 'li@harvest.example' }))).toBe(
      'li@harvest.example',
    );
  });

  it("names a seat's checkbox by member and report type", () => {
    expect(seatLabel('Jane Doe', 'Coffee Weekly Report')).toBe('Seat Jane Doe on Coffee Weekly Report');
  });

  it('lists the seats a member holds by report type name', () => {
    const subscriptions = [
      subscription({}),
      subscription({ report_type_id: 2, report_type_name: 'Cocoa Monthly' }),
      subscription({ report_type_id: 3, report_type_name: 'Sugar Daily' }),
    ];
    expect(seatNames(teamMember({ seats: [3, 1] }), subscriptions)).toEqual([
      'Coffee Weekly Report',
      'Sugar Daily',
    ]);
    expect(seatNames(teamMember({ seats: [] }), subscriptions)).toEqual([]);
  });

  it('gives seats of running subscriptions only', () => {
    const running = subscription({});
    expect(runningSubscriptions([running, subscription({ report_type_id: 2, status: 'expired' })])).toEqual([
      running,
    ]);
  });
});

describe('failures', () => {
  it("shows the server's message, or ours without one", () => {
    expect(
      teamFailureMessage(new ApiRequestError(403, 'Only the owner can hand over ownership.', undefined)),
    ).toBe('Only the owner can hand over ownership.');
    expect(teamFailureMessage(new ApiRequestError(null, undefined, undefined))).toBe(TEAM_CHANGE_FAILED);
    expect(teamFailureMessage(new Error('boom'))).toBe(TEAM_CHANGE_FAILED);
  });

  it('tells a seat limit (409) from other refusals', () => {
    const full = { status: false, message: 'All 3 seats ...', upgrade: { report_type_id: 7, tier: 'x' } };
    expect(seatLimitUpgrade(new ApiRequestError(409, full.message, undefined, { body: full }))).toBe(7);
    expect(seatLimitUpgrade(new ApiRequestError(409, 'Stale', undefined, { body: {} }))).toBeNull();
    expect(seatLimitUpgrade(new ApiRequestError(400, 'Bad', undefined, { body: full }))).toBeNull();
    expect(seatLimitUpgrade(new Error('x'))).toBeNull();
  });
});

describe('an invitation past its date', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('shows as expired, its seats as a lapsed reservation', () => {
    const lapsed = teamMember({ status: 'invited', expires_at: '2026-11-24T11:59:59Z' });
    expect(shownStatus(lapsed, now)).toBe('expired');
    expect(seatWords(lapsed, true, now)).toBe('Reservation lapsed');
  });
  it('shows as invited until then, members as they are', () => {
    const open = teamMember({ status: 'invited', expires_at: '2026-12-01T12:00:00Z' });
    expect(shownStatus(open, now)).toBe('invited');
    expect(seatWords(open, true, now)).toBe('Reserved');
    expect(shownStatus(teamMember({ status: 'suspended' }), now)).toBe('suspended');
    expect(seatWords(teamMember({}), false, now)).toBe('No seat');
  });
});
