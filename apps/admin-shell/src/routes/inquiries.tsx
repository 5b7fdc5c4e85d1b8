import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { inquiriesQueryOptions } from '../data/inquiries';
import { staffMeQueryOptions } from '../data/staff';
import { InquiriesPage } from '../features/inquiries/inquiries-page';
import { InquiriesSearchSchema, inquiriesRequest } from '../features/inquiries/inquiries-search';

export const Route = createFileRoute('/inquiries')({
  validateSearch: InquiriesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('inquiries'))
      await context.queryClient.ensureQueryData(inquiriesQueryOptions(inquiriesRequest(deps)));
  },
  errorComponent: (props) => <PageError {...props} title="Inquiries" />,
  component: () => (
    <AreaGate area="inquiries">
      <InquiriesPage />
    </AreaGate>
  ),
});
