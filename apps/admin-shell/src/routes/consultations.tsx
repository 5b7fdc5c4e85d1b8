import { staffSeesOwnCalendarOnly } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { analystsQueryOptions } from '../data/analysts';
import { staffMeQueryOptions } from '../data/staff';
import { SessionCalendarPage } from '../features/consultations/session-calendar-page';

export const Route = createFileRoute('/consultations')({
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    // An analyst sees their own calendar only, which needs no list of the analysts.
    if (me.reads.includes('consultations') && !staffSeesOwnCalendarOnly(me.staff_role))
      await context.queryClient.ensureQueryData(analystsQueryOptions());
  },
  errorComponent: (props) => <PageError {...props} title="Consultations" />,
  component: () => (
    <AreaGate area="consultations">
      <SessionCalendarPage />
    </AreaGate>
  ),
});
