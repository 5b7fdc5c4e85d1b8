import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { reportsQueryOptions, reportTypeChoicesQueryOptions } from '../data/reports';
import { staffMeQueryOptions } from '../data/staff';
import { ReportsPage } from '../features/reports/reports-page';
import { ReportsSearchSchema, reportsRequest } from '../features/reports/reports-search';

export const Route = createFileRoute('/reports')({
  validateSearch: ReportsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('reports'))
      await Promise.all([
        context.queryClient.ensureQueryData(reportsQueryOptions(reportsRequest(deps))),
        context.queryClient.ensureQueryData(reportTypeChoicesQueryOptions()),
      ]);
  },
  errorComponent: (props) => <PageError {...props} title="Reports" />,
  component: () => (
    <AreaGate area="reports">
      <ReportsPage />
    </AreaGate>
  ),
});
