import { describe, expect, it } from 'vitest';
import { managesTeam, readsReports, seesBilling, TEAM_ROLES } from './roles.js';

describe('what each role may do (issues 15 and 17)', () => {
  it('billing sees orders and invoices, never reports; every other role reads what it is seated on', () => {
    expect(TEAM_ROLES.filter(readsReports)).toEqual(['owner', 'admin', 'member']);
    expect(TEAM_ROLES.filter(seesBilling)).toEqual(['owner', 'admin', 'billing']);
    expect(TEAM_ROLES.filter(managesTeam)).toEqual(['owner', 'admin']);
  });
});
