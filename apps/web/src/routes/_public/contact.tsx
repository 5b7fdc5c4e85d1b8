import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
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
