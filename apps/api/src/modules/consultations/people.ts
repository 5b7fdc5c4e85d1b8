import type { StaffIdentity } from '../../platform/http/staff-identity.js';

/** A person's name as this area shows it: 'Elena Marsh'. */
export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** The staff member an audit record names. */
export const actorOf = (staff: StaffIdentity) => ({ id: staff.id, email: staff.email });
