import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/terms/terms-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/privacy-policy')({
  head: () => ({
    meta: headMeta({
      title: 'Terms and Conditions',
      description:
        'Terms of our reports, subscriptions, licences, courses and consultations, and how we handle personal data and cookies.',
    }),
  }),
  component: TermsPage,
});
