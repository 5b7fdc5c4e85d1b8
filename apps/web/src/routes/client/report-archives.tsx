import { createFileRoute } from '@tanstack/react-router';
import { ClientPlaceholder } from '../../features/client/client-placeholder';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/report-archives')({
  head: () => ({ meta: [{ title: pageTitle('Report Archives') }] }),
  component: () => (
    <ClientPlaceholder title="Report Archives">
      <p>A full-text search of the report archive will be available here.</p>
    </ClientPlaceholder>
  ),
});
