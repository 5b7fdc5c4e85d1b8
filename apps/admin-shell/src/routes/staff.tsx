import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { analystsQueryOptions, consultationPricesQueryOptions } from '../data/analysts';
import { staffMeQueryOptions } from '../data/staff';
import { staffMembersQueryOptions } from '../data/staff-members';
import { StaffPage } from '../features/staff/staff-page';

export const Route = createFileRoute('/staff')({
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('staff'))
      await Promise.all([
        context.queryClient.ensureQueryData(staffMembersQueryOptions()),
        context.queryClient.ensureQueryData(analystsQueryOptions()),
        context.queryClient.ensureQueryData(consultationPricesQueryOptions()),
      ]);
  },
  errorComponent: (props) => <PageError {...props} title="Staff" />,
  component: () => (
    <AreaGate area="staff">
      <StaffPage />
    </AreaGate>
  ),
});
