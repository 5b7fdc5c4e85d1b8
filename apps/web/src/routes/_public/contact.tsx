import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { withQueryClient } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
  // The inquiry is sent through a mutation (lib/queries.tsx).
  loader: withQueryClient,
  head: () => ({
    meta: [
      { title: pageTitle('Contact') },
      {
        name: 'description',
        content: 'Get in touch about reports, consultations, courses or advisory on soft commodity markets.',
      },
    ],
  }),
  component: ContactPage,
});
