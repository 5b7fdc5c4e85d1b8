import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { promoCodesQueryOptions } from '../data/promo-codes';
import { staffMeQueryOptions } from '../data/staff';
import { PromoCodesPage } from '../features/promo-codes/promo-codes-page';
import { PromoCodesSearchSchema, promoCodesRequest } from '../features/promo-codes/promo-codes-search';

export const Route = createFileRoute('/promo-codes')({
  validateSearch: PromoCodesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (me.reads.includes('promo-codes'))
      await context.queryClient.ensureQueryData(promoCodesQueryOptions(promoCodesRequest(deps)));
  },
  errorComponent: (props) => <PageError {...props} title="Promo codes" />,
  component: () => (
    <AreaGate area="promo-codes">
      <PromoCodesPage />
    </AreaGate>
  ),
});
