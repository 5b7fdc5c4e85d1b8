import type { TeamMember } from '@firm/domain';

/** A member of the team as GET team/ lists it: an active member with no seat, changed by `overrides`. */
export const teamMember = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 'u1',
  status: 'active',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@harvest.example',
  role: 'member',
  seats: [],
  is_you: false,
  since: '2026-01-01T00:00:00.000Z',
  expires_at: null,
  suspended_by: null,
  status_note: null,
  ...overrides,
});
