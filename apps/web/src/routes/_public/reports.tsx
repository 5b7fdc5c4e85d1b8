import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../features/catalogue/catalogue-page';
import { reportTypeDescriptionsQueryOptions, reportTypesQueryOptions } from '../../data/report-types';
import { CatalogueError, CatalogueLoading } from '../../features/catalogue/catalogue-states';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/reports')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(reportTypesQueryOptions()),
      context.queryClient.ensureQueryData(reportTypeDescriptionsQueryOptions()),
    ]),
  head: () => ({
    meta: [
      { title: pageTitle('Premium Reports') },
      {
        name: 'description',
        content:
          'Weekly and in-depth reports on coffee, cocoa, sugar, cotton and orange juice, by yearly subscription for one user, up to three users or the enterprise.',
      },
    ],
  }),
  pendingComponent: CatalogueLoading,
  errorComponent: CatalogueError,
  component: CataloguePage,
});
