import { createFileRoute } from '@tanstack/react-router';
import { IndividualReportsPage } from '../../features/services/individual-reports-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/individual-reports')({
  head: () => ({
    meta: headMeta({
      title: 'Individual Archived Reports',
      description:
        'Buy a single report from our archive of coffee, cocoa, sugar, cotton and orange juice research since 2001, without a subscription.',
    }),
  }),
  component: IndividualReportsPage,
});
