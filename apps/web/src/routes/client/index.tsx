import { createFileRoute } from '@tanstack/react-router';
import { ClientLanding } from '../../features/client/client-landing';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/')({
  head: () => ({ meta: [{ title: pageTitle('Client area') }] }),
  component: ClientLanding,
});
