import { STAFF_AREA_LABELS, STAFF_AREAS, type StaffArea } from '@firm/domain';

/** The areas the back office shows so far; the others are refused by the API too until they are built. */
export const BUILT_AREAS = [
  'overview',
  'reports',
  'report-types',
  'promo-codes',
  'orders',
  'clients',
  'inquiries',
  'audit',
  'staff',
] as const satisfies readonly StaffArea[];
export type BuiltArea = (typeof BUILT_AREAS)[number];

/** Each built area's route, below the router's base path /admin-dashboard. */
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
} as const satisfies Record<BuiltArea, string>;

export interface NavArea {
  area: BuiltArea;
  label: string;
  path: (typeof AREA_PATHS)[BuiltArea];
}

function isBuilt(area: StaffArea): area is BuiltArea {
  return (BUILT_AREAS as readonly StaffArea[]).includes(area);
}

/** The navigation of a staff member who reads these areas: only built ones, in the back office's order. */
export function navAreas(reads: readonly StaffArea[]): NavArea[] {
  return STAFF_AREAS.filter(isBuilt)
    .filter((area) => reads.includes(area))
    .map((area) => ({ area, label: STAFF_AREA_LABELS[area], path: AREA_PATHS[area] }));
}

/** Where /admin-dashboard/ takes a staff member: their first area, or none when the back office shows none yet. */
export function landingArea(reads: readonly StaffArea[]): NavArea | null {
  return navAreas(reads)[0] ?? null;
}

/** The areas a role covers, as words, in the back office's order (for a role that sees no built area yet). */
export function areaLabels(reads: readonly StaffArea[]): string[] {
  return STAFF_AREAS.filter((area) => reads.includes(area)).map((area) => STAFF_AREA_LABELS[area]);
}
