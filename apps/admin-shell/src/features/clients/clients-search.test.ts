import { describe, expect, it } from 'vitest';
import { clientsRequest, ClientsSearchSchema } from './clients-search';

describe('the clients list URL', () => {
  it('falls back to the defaults for values it cannot use', () => {
    const search = ClientsSearchSchema.parse({ status: 'gone', sort: 'email', page: '-3', q: ' acme ' });
    expect(clientsRequest(search)).toEqual({
      status: 'all',
      q: 'acme',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
  });

  it('keeps what it can use', () => {
    const search = ClientsSearchSchema.parse({
      status: 'suspended',
      sort: 'name',
      direction: 'asc',
      page: '2',
    });
    expect(clientsRequest(search)).toEqual({
      status: 'suspended',
      sort: 'name',
      direction: 'asc',
      page: 2,
    });
  });
});
