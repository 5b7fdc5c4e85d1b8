import { z } from 'zod';

/**
 * The firm's staff roles in the back office (issue 16): admins do everything, including inviting staff; editors
 * run reports, report types and courses (issue 44); finance runs orders, invoices, refunds, promo codes and tax rates (issue 46) and reads the clients;
 * analysts (issue 43) see their own consultations calendar and mark their own sessions, and nothing of money.
 */
export const STAFF_ROLES = ['admin', 'editor', 'finance', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  finance: 'Finance',
  analyst: 'Analyst',
};

/** The back office's areas, in the order of its navigation. */
export const STAFF_AREAS = [
  'overview',
  'reports',
  'report-types',
  'promo-codes',
  'orders',
  'clients',
  'inquiries',
  'audit',
  'staff',
  'consultations',
  'courses',
  'tax-rates',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const STAFF_AREA_LABELS: Record<StaffArea, string> = {
  overview: 'Overview',
  reports: 'Reports',
  'report-types': 'Report types',
  'promo-codes': 'Promo codes',
  orders: 'Orders',
  clients: 'Clients',
  inquiries: 'Inquiries',
  audit: 'Audit log',
  staff: 'Staff',
  consultations: 'Consultations',
  courses: 'Courses',
  'tax-rates': 'Tax rates',
};

interface Grants {
  reads: readonly StaffArea[];
  writes: readonly StaffArea[];
}

const GRANTS: Record<StaffRole, Grants> = {
  admin: { reads: STAFF_AREAS, writes: STAFF_AREAS },
  editor: {
    reads: ['reports', 'report-types', 'courses'],
    writes: ['reports', 'report-types', 'courses'],
  },
  finance: {
    reads: ['overview', 'promo-codes', 'orders', 'clients', 'tax-rates'],
    writes: ['promo-codes', 'orders', 'tax-rates'],
  },
  analyst: { reads: ['consultations'], writes: ['consultations'] },
};

/** Whether a staff role may see an area. The API checks it on every route; the back office hides the rest. */
export function staffMayRead(role: StaffRole, area: StaffArea): boolean {
  return GRANTS[role].reads.includes(area);
}

/** Whether a staff role may change what an area holds. */
export function staffMayWrite(role: StaffRole, area: StaffArea): boolean {
  return GRANTS[role].writes.includes(area);
}

/**
 * Whether a role's consultations are its own only (issue 43): an analyst sees their own calendar and marks their own
 * sessions; what was paid and how, and booking by hand (which chooses how the client pays), are not theirs.
 */
export function staffSeesOwnCalendarOnly(role: StaffRole): boolean {
  return role === 'analyst';
}

/** The areas a role sees, in navigation order; the first is where the role lands. */
export function staffAreas(role: StaffRole): StaffArea[] {
  return STAFF_AREAS.filter((area) => staffMayRead(role, area));
}

/** GET admin/me/: who the signed-in staff member is, and what the back office shows them. */
export const StaffMeResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    staff_role: StaffRoleSchema,
    reads: z.array(z.enum(STAFF_AREAS)),
    writes: z.array(z.enum(STAFF_AREAS)),
  }),
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;
export type StaffMe = StaffMeResponse['data'];
