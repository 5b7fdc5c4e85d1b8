import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { staffMeQueryOptions } from '../data/staff';
import { taxRatesQueryOptions } from '../data/tax-rates';
import { TaxRatesPage } from '../features/tax-rates/tax-rates-page';

export const Route = createFileRoute('/tax-rates')({
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('tax-rates')) await context.queryClient.ensureQueryData(taxRatesQueryOptions());
  },
  errorComponent: (props) => <PageError {...props} title="Tax rates" />,
  component: () => (
    <AreaGate area="tax-rates">
      <TaxRatesPage />
    </AreaGate>
  ),
});
