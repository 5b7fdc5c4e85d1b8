import { createFileRoute } from '@tanstack/react-router';
import { ClientCoursesPage } from '../../features/client-courses/client-courses-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/courses')({
  head: () => ({ meta: [{ title: pageTitle('Courses') }] }),
  component: ClientCoursesPage,
});
