import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { withQueryClient } from '../../lib/page-data';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
  // The inquiry is sent through a mutation (lib/queries.tsx).
  loader: withQueryClient,
  head: () => ({
    meta: headMeta({
      title: 'Contact',
      description:
        'Get in touch about reports, consultations, courses or advisory on soft commodity markets.',
    }),
  }),
  component: ContactPage,
});
