import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../../components/area-gate';
import { PageError } from '../../components/page-error';
import { clientsQueryOptions } from '../../data/clients';
import { staffMeQueryOptions } from '../../data/staff';
import { ClientsPage } from '../../features/clients/clients-page';
import { ClientsSearchSchema, clientsRequest } from '../../features/clients/clients-search';

export const Route = createFileRoute('/clients/')({
  validateSearch: ClientsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('clients'))
      await context.queryClient.ensureQueryData(clientsQueryOptions(clientsRequest(deps)));
  },
  errorComponent: (props) => <PageError {...props} title="Clients" />,
  component: () => (
    <AreaGate area="clients">
      <ClientsPage />
    </AreaGate>
  ),
});
