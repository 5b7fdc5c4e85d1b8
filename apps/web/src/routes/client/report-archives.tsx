import { createFileRoute } from '@tanstack/react-router';
import { ArchivePage } from '../../features/report-archives/archive-page';
import { ArchiveSearchSchema } from '../../features/report-archives/archive-search';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/report-archives')({
  validateSearch: ArchiveSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Report Archives') }] }),
  component: () => <ArchivePage route="/client/report-archives" />,
});
