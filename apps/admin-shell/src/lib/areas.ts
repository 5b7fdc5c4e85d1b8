import { STAFF_AREA_LABELS, STAFF_AREAS, type StaffArea } from '@firm/domain';

/** Each area's route, below the router's base path /admin-dashboard. */
export const AREA_PATHS = {
  overview: '/',
  reports: '/reports',
  'report-types': '/report-types',
  'promo-codes': '/promo-codes',
  orders: '/orders',
  clients: '/clients',
  inquiries: '/inquiries',
  audit: '/audit',
  staff: '/staff',
  consultations: '/consultations',
  courses: '/courses',
  'tax-rates': '/tax-rates',
} as const satisfies Record<StaffArea, string>;

export interface NavArea {
  area: StaffArea;
  label: string;
  path: (typeof AREA_PATHS)[StaffArea];
}

/** The navigation of a staff member who reads these areas, in the back office's order. */
export function navAreas(reads: readonly StaffArea[]): NavArea[] {
  return STAFF_AREAS.filter((area) => reads.includes(area)).map((area) => ({
    area,
    label: STAFF_AREA_LABELS[area],
    path: AREA_PATHS[area],
  }));
}

/** Where /admin-dashboard/ takes a staff member: their first area, or none for a role that reads none. */
export function landingArea(reads: readonly StaffArea[]): NavArea | null {
  return navAreas(reads)[0] ?? null;
}

/** The areas a role covers, as words, in the back office's order. */
export function areaLabels(reads: readonly StaffArea[]): string[] {
  return STAFF_AREAS.filter((area) => reads.includes(area)).map((area) => STAFF_AREA_LABELS[area]);
}
