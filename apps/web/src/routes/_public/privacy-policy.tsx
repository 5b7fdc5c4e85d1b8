import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/terms/terms-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/privacy-policy')({
  head: () => ({
    meta: [
      { title: pageTitle('Terms and Conditions') },
      {
        name: 'description',
        content:
          'Terms of our reports, subscriptions, licences, courses and consultations, and how we handle personal data and cookies.',
      },
    ],
  }),
  component: TermsPage,
});
