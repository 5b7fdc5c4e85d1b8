import { describe, expect, it } from 'vitest';
import { ordersRequest, OrdersSearchSchema } from './orders-search';

describe('the orders list URL', () => {
  it('keeps the values the list can use and drops the others', () => {
    expect(
      OrdersSearchSchema.parse({
        status: 'refunded',
        method: 'cash',
        from: '2026-01-01',
        to: 'yesterday',
        q: ' acme ',
        sort: 'total',
        page: '3',
      }),
    ).toEqual({ status: 'refunded', from: '2026-01-01', q: 'acme', sort: 'total', page: 3 });
  });

  it('asks newest first by default, dates the right way round', () => {
    expect(ordersRequest({})).toEqual({ sort: 'created_at', direction: 'desc', page: 1 });
    expect(ordersRequest({ from: '2026-05-01', to: '2026-01-01', method: 'invoice' })).toEqual({
      method: 'invoice',
      from: '2026-01-01',
      to: '2026-05-01',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
  });
});
