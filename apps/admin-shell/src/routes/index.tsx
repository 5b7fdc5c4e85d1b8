import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { overviewQueryOptions, summaryQueryOptions } from '../data/overview';
import { staffMeQueryOptions } from '../data/staff';
import { OverviewPage } from '../features/overview/overview-page';
import { NoAreaPage } from '../features/shell/no-area-page';
import { landingArea } from '../lib/areas';

export const Route = createFileRoute('/')({
  // /admin-dashboard/ is the overview for a role that reads it, else the role's first area.
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    const landing = landingArea(me.reads);
    if (landing && landing.area !== 'overview') throw redirect({ to: landing.path, replace: true });
  },
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (!me.reads.includes('overview')) return;
    void context.queryClient.prefetchQuery(summaryQueryOptions());
    await context.queryClient.ensureQueryData(overviewQueryOptions());
  },
  component: Home,
});

function Home() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  return me.reads.includes('overview') ? <OverviewPage /> : <NoAreaPage />;
}
