import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../../components/area-gate';
import { PageError } from '../../components/page-error';
import { orderQueryOptions } from '../../data/orders';
import { staffMeQueryOptions } from '../../data/staff';
import { OrderPage } from '../../features/orders/order-page';

export const Route = createFileRoute('/orders/$number')({
  loader: async ({ context, params }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('orders'))
      await context.queryClient.ensureQueryData(orderQueryOptions(params.number));
  },
  errorComponent: (props) => <PageError {...props} title="Order" />,
  component: () => (
    <AreaGate area="orders">
      <OrderPage />
    </AreaGate>
  ),
});
