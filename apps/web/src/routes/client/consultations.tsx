import { createFileRoute } from '@tanstack/react-router';
import { ClientPlaceholder } from '../../features/client/client-placeholder';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/consultations')({
  head: () => ({ meta: [{ title: pageTitle('Consultations') }] }),
  component: () => <ClientPlaceholder title="Consultations" />,
});
