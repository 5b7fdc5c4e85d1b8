import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/')({
  head: () => ({
    meta: headMeta({
      title: 'Soft commodity market intelligence',
      description:
        'Premium reports, consultation, courses and advisory on coffee, cocoa, sugar, cotton and orange juice markets since 2001.',
    }),
  }),
  component: HomePage,
});
