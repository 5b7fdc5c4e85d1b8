import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../../components/area-gate';
import { PageError } from '../../components/page-error';
import { ordersQueryOptions } from '../../data/orders';
import { staffMeQueryOptions } from '../../data/staff';
import { OrdersPage } from '../../features/orders/orders-page';
import { OrdersSearchSchema, ordersRequest } from '../../features/orders/orders-search';

export const Route = createFileRoute('/orders/')({
  validateSearch: OrdersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('orders'))
      await context.queryClient.ensureQueryData(ordersQueryOptions(ordersRequest(deps)));
  },
  errorComponent: (props) => <PageError {...props} title="Orders" />,
  component: () => (
    <AreaGate area="orders">
      <OrdersPage />
    </AreaGate>
  ),
});
