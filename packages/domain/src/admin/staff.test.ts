import { describe, expect, it } from 'vitest';
import { AuditQuerySchema } from './audit.js';
import { AdminInquiriesQuerySchema } from './inquiries.js';
import {
  STAFF_AREAS,
  STAFF_ROLES,
  staffAreas,
  staffMayRead,
  staffMayWrite,
  staffSeesOwnCalendarOnly,
} from './staff.js';

describe('staff roles (issue 16)', () => {
  it('admins read and write every area', () => {
    expect(staffAreas('admin')).toEqual([...STAFF_AREAS]);
    expect(STAFF_AREAS.every((area) => staffMayWrite('admin', area))).toBe(true);
  });

  it('editors run reports, report types and courses only', () => {
    expect(staffAreas('editor')).toEqual(['reports', 'report-types', 'courses']);
    expect(staffMayWrite('editor', 'courses')).toBe(true);
    expect(staffMayWrite('editor', 'reports')).toBe(true);
    expect(staffMayRead('editor', 'orders')).toBe(false);
    expect(staffMayRead('editor', 'audit')).toBe(false);
  });

  it('finance runs orders, promo codes and tax rates, and only reads the clients', () => {
    expect(staffAreas('finance')).toEqual(['overview', 'promo-codes', 'orders', 'clients', 'tax-rates']);
    expect(staffMayWrite('finance', 'orders')).toBe(true);
    expect(staffMayWrite('finance', 'tax-rates')).toBe(true);
    expect(staffMayRead('finance', 'clients')).toBe(true);
    expect(staffMayWrite('finance', 'clients')).toBe(false);
    expect(staffMayRead('finance', 'inquiries')).toBe(false);
  });

  it('analysts (issue 43) see the consultations area only, and there their own calendar', () => {
    expect(staffAreas('analyst')).toEqual(['consultations']);
    expect(staffMayWrite('analyst', 'consultations')).toBe(true);
    expect(staffMayRead('analyst', 'orders')).toBe(false);
    expect(staffMayRead('analyst', 'staff')).toBe(false);
    expect(STAFF_ROLES.filter(staffSeesOwnCalendarOnly)).toEqual(['analyst']);
  });
});

describe('back-office list queries', () => {
  it('default to the first page of 25, newest first, and read empty values as no filter', () => {
    expect(AuditQuerySchema.parse({ staff: '', action: '' })).toEqual({
      page: 1,
      page_size: 25,
      sort: 'occurred_at',
      direction: 'desc',
    });
    expect(AdminInquiriesQuerySchema.parse({})).toMatchObject({ state: 'new', sort: 'created_at' });
  });

  it('read URL strings as numbers and refuse what is out of range with a message', () => {
    expect(AdminInquiriesQuerySchema.parse({ page: '3', page_size: '100' })).toMatchObject({
      page: 3,
      page_size: 100,
    });
    const refused = AdminInquiriesQuerySchema.safeParse({ page: '0', page_size: '500', sort: 'phone' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Page must be a whole number from 1.',
      'Page size must be a whole number from 1 to 100.',
      'Sort must be one of created_at, company, email.',
    ]);
  });
});
