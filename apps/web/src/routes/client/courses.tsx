import { createFileRoute } from '@tanstack/react-router';
import { ClientPlaceholder } from '../../features/client/client-placeholder';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/courses')({
  head: () => ({ meta: [{ title: pageTitle('Courses') }] }),
  component: () => <ClientPlaceholder title="Courses" />,
});
