import type { Team } from '@firm/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembersTable } from './members-table';
import { teamMember } from '../../test/team-member';

const TEAM: Team = {
  members: [
    teamMember({ id: 'u0', first_name: 'Olga', last_name: 'Owner', role: 'owner', is_you: true }),
    teamMember({
      id: 'u1',
      first_name: 'Fay',
      last_name: 'Firm',
      email: 'fay@harvest.example',
      status: 'suspended',
      suspended_by: 'firm',
      status_note: 'Suspended by Softline Advisory',
    }),
    teamMember({
      id: 'u2',
      first_name: 'Oli',
      last_name: 'Org',
      email: 'oli@harvest.example',
      status: 'suspended',
      suspended_by: 'organisation',
    }),
  ],
  subscriptions: [],
  your_role: 'owner',
  can_manage: true,
};

function rowOf(name: string): HTMLElement {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MembersTable team={TEAM} onChanged={() => {}} onRowGone={() => {}} />
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table', { name: 'Members and invitations' });
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Profile: the members table (issue 39)', () => {
  it('says a suspension is the firm’s and offers neither Reactivate nor Remove on it', () => {
    const row = rowOf('Fay Firm');
    expect(within(row).getByText('Suspended by Softline Advisory')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reactivate/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Change role/ })).toBeInTheDocument();
  });

  it('offers Reactivate and Remove on a suspension of the organisation’s own', () => {
    const row = rowOf('Oli Org');
    expect(within(row).queryByText('Suspended by Softline Advisory')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Reactivate/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Remove/ })).toBeInTheDocument();
  });
});
