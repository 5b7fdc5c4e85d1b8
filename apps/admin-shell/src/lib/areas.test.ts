import { staffAreas, STAFF_ROLES } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { areaLabels, landingArea, navAreas } from './areas';

const labels = (reads: Parameters<typeof navAreas>[0]) => navAreas(reads).map((area) => area.label);

describe('the navigation by staff role', () => {
  it('an admin sees every built area, in the back office order, and lands on the overview', () => {
    expect(labels(staffAreas('admin'))).toEqual([
      'Overview',
      'Reports',
      'Report types',
      'Promo codes',
      'Orders',
      'Clients',
      'Inquiries',
      'Audit log',
      'Staff',
      'Consultations',
      'Courses',
      'Tax rates',
    ]);
    expect(landingArea(staffAreas('admin'))?.path).toBe('/');
  });

  it('finance sees the overview, the promo codes, the orders, the clients and the tax rates of the built areas', () => {
    expect(labels(staffAreas('finance'))).toEqual([
      'Overview',
      'Promo codes',
      'Orders',
      'Clients',
      'Tax rates',
    ]);
  });

  it('an editor sees the reports, the report types and the courses, and lands on the reports; their role still says what it covers', () => {
    expect(labels(staffAreas('editor'))).toEqual(['Reports', 'Report types', 'Courses']);
    expect(landingArea(staffAreas('editor'))?.path).toBe('/reports');
    expect(areaLabels(staffAreas('editor'))).toEqual(['Reports', 'Report types', 'Courses']);
  });

  it('an analyst sees the consultations only and lands on them', () => {
    expect(labels(staffAreas('analyst'))).toEqual(['Consultations']);
    expect(landingArea(staffAreas('analyst'))?.path).toBe('/consultations');
  });

  it('a role reading no built area has none to land on', () => {
    expect(landingArea([])).toBeNull();
  });

  it('a role reading the inbox and the audit log lands on the inbox, first in the order', () => {
    expect(landingArea(['audit', 'inquiries'])).toEqual({
      area: 'inquiries',
      label: 'Inquiries',
      path: '/inquiries',
    });
  });

  it('never lists an area the role does not read', () => {
    for (const role of STAFF_ROLES) {
      for (const area of navAreas(staffAreas(role))) expect(staffAreas(role)).toContain(area.area);
    }
  });
});
