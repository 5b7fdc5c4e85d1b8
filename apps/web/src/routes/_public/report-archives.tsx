import { createFileRoute } from '@tanstack/react-router';
import { ArchivePage } from '../../features/report-archives/archive-page';
import { ArchiveSearchSchema } from '../../features/report-archives/archive-search';
import { pageTitle } from '../../lib/site';

/** SPEC §6: visitors search the archive too (docs/decisions/007); clients search it in their area. */
export const Route = createFileRoute('/_public/report-archives')({
  validateSearch: ArchiveSearchSchema,
  head: () => ({
    meta: [
      { title: pageTitle('Report Archives') },
      { name: 'description', content: "Search the words inside every report of the firm's archive." },
    ],
  }),
  component: () => <ArchivePage route="/_public/report-archives" />,
});
