/**
 * A client's role in their organisation (issue 15). The owner (one per organisation) and admins run the team,
 * seats and company details; members read; billing sees orders and invoices and never reads a report. Seats are
 * given separately: a role alone gives no report, and billing takes no seat.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member', 'billing'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change can give: ownership is handed over, never given. */
export const ASSIGNABLE_ROLES = ['admin', 'member', 'billing'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  billing: 'Billing',
};

/** Whether the role may change the team, seats and company details. */
export function managesTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Whether the role sees the organisation's orders and invoices. */
export function seesBilling(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin' || role === 'billing';
}

/**
 * Whether a seat lets the role read reports (issue 17): billing sees orders and invoices, never reports, so it takes
 * no seat and a seat it holds opens nothing.
 */
export function readsReports(role: TeamRole): boolean {
  return role !== 'billing';
}

/**
 * Who suspended a member (issue 39): the firm's staff, in the back office, or the organisation's owner or admins.
 * The organisation lifts only its own suspensions; the firm's stay until the firm lifts them.
 */
export const SUSPENSION_ORIGINS = ['firm', 'organisation'] as const;
export type SuspensionOrigin = (typeof SUSPENSION_ORIGINS)[number];
