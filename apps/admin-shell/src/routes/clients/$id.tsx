import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../../components/area-gate';
import { PageError } from '../../components/page-error';
import { clientQueryOptions } from '../../data/clients';
import { staffMeQueryOptions } from '../../data/staff';
import { ClientPage } from '../../features/clients/client-page';

export const Route = createFileRoute('/clients/$id')({
  loader: async ({ context, params }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('clients'))
      await context.queryClient.ensureQueryData(clientQueryOptions(params.id));
  },
  errorComponent: (props) => <PageError {...props} title="Client" />,
  component: () => (
    <AreaGate area="clients">
      <ClientPage />
    </AreaGate>
  ),
});
