import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/')({
  head: () => ({
    meta: [
      { title: pageTitle('Soft commodity market intelligence') },
      {
        name: 'description',
        content:
          'Premium reports, consultation, courses and advisory on coffee, cocoa, sugar, cotton and orange juice markets since 2001.',
      },
    ],
  }),
  component: HomePage,
});
