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
    // Each part of the overview shows its own error (the head counts stay when the figures fail): a failed
    // request here leaves the page to say so rather than replacing it.
    await Promise.all([
      context.queryClient.ensureQueryData(overviewQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(summaryQueryOptions()).catch(() => undefined),
    ]);
  },
  component: Home,
});

function Home() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  return me.reads.includes('overview') ? <OverviewPage /> : <NoAreaPage />;
}
