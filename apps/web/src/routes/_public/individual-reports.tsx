import { createFileRoute } from '@tanstack/react-router';
import { archivedReportsQueryOptions } from '../../data/archived-reports';
import {
  archivedReportsQueryOf,
  readArchivedReportsSearch,
} from '../../features/services/archived-reports-search';
import { IndividualReportsPage } from '../../features/services/individual-reports-page';
import { pageData } from '../../lib/page-data';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/individual-reports')({
  validateSearch: readArchivedReportsSearch,
  loaderDeps: ({ search }) => ({ query: archivedReportsQueryOf(search) }),
  loader: ({ context, deps: { query }, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(archivedReportsQueryOptions(query)),
    ]),
  head: () => ({
    meta: headMeta({
      title: 'Individual Archived Reports',
      description:
        'Buy a single report from our archive of coffee, cocoa, sugar, cotton and orange juice research since 2001, without a subscription.',
    }),
  }),
  component: function IndividualReports() {
    return <IndividualReportsPage search={Route.useSearch()} />;
  },
});
