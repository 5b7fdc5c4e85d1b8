import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
  head: () => ({
    meta: headMeta({
      title: 'Contact',
      description:
        'Get in touch about reports, consultations, courses or advisory on soft commodity markets.',
    }),
  }),
  component: ContactPage,
});
