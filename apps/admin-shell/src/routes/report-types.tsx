import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { reportTypesQueryOptions } from '../data/report-types';
import { staffMeQueryOptions } from '../data/staff';
import { ReportTypesPage } from '../features/report-types/report-types-page';
import { ReportTypesSearchSchema, reportTypesRequest } from '../features/report-types/report-types-search';

export const Route = createFileRoute('/report-types')({
  validateSearch: ReportTypesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('report-types'))
      await Promise.all([
        context.queryClient.ensureQueryData(reportTypesQueryOptions(reportTypesRequest(deps))),
        context.queryClient.ensureQueryData(reportTypesQueryOptions({})),
      ]);
  },
  errorComponent: (props) => <PageError {...props} title="Report types" />,
  component: () => (
    <AreaGate area="report-types">
      <ReportTypesPage />
    </AreaGate>
  ),
});
