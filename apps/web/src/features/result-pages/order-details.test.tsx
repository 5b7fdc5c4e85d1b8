import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetails } from './order-details';

const fake = vi.hoisted(() => ({ order: vi.fn() }));
vi.mock('../../lib/api', () => ({ api: fake }));
vi.mock('../../data/session', () => ({
  useSession: () => ({
    id: 'u1',
    accessToken: 't',
    refreshToken: 'r',
    userType: 'client',
    email: 'a@b.test',
    signedIn: true,
  }),
}));

function renderOrder(status: string) {
  fake.order.mockResolvedValue({
    status: true,
    data: {
      number: 'SO-2026-001001',
      status,
      amount: 195000,
      currency: 'usd',
      created_at: '2026-11-01T00:00:00.000Z',
      items: [],
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetails orderNumber="SO-2026-001001" />
    </QueryClientProvider>,
  );
}

describe('the order on a result page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says when staff refunded it', async () => {
    renderOrder('refunded');
    expect(
      await screen.findByText('This order was refunded; the payment was returned to your card.'),
    ).toBeVisible();
  });

  it('says nothing more of a paid one', async () => {
    renderOrder('paid');
    expect(await screen.findByText('Order SO-2026-001001')).toBeVisible();
    expect(screen.queryByText(/refunded|cancelled/)).toBeNull();
  });
});
