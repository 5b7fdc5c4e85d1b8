import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { auditQueryOptions } from '../data/audit';
import { staffMeQueryOptions } from '../data/staff';
import { AuditPage } from '../features/audit/audit-page';
import { AuditSearchSchema, auditRequest } from '../features/audit/audit-search';

export const Route = createFileRoute('/audit')({
  validateSearch: AuditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('audit'))
      await context.queryClient.ensureQueryData(auditQueryOptions(auditRequest(deps)));
  },
  errorComponent: (props) => <PageError {...props} title="Audit log" />,
  component: () => (
    <AreaGate area="audit">
      <AuditPage />
    </AreaGate>
  ),
});
