import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../features/catalogue/catalogue-page';
import { reportTypeDescriptionsQueryOptions, reportTypesQueryOptions } from '../../data/report-types';
import { CatalogueError, CatalogueLoading } from '../../features/catalogue/catalogue-states';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/reports')({
  // The loader and the loading and error states go to chunks of their own: none is needed by the other pages.
  codeSplitGroupings: [['loader'], ['component'], ['pendingComponent', 'errorComponent']],
  // The catalogue is the page: it waits for its data, and shows its own error state when that fails.
  loader: async ({ context }) => {
    const queryClient = await context.loadQueryClient();
    await Promise.all([
      queryClient.ensureQueryData(reportTypesQueryOptions()),
      queryClient.ensureQueryData(reportTypeDescriptionsQueryOptions()),
    ]);
  },
  head: () => ({
    meta: headMeta({
      title: 'Premium Reports',
      description:
        'Weekly and in-depth reports on coffee, cocoa, sugar, cotton and orange juice, by yearly subscription for one user, up to three users or the enterprise.',
    }),
  }),
  pendingComponent: CatalogueLoading,
  errorComponent: CatalogueError,
  component: CataloguePage,
});
