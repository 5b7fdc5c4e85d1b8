import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isServicePage, loadServiceCopy, type ServicePage } from '../../features/services/service-pages';
import { ServicesPage } from '../../features/services/services-page';
import { pageData, type PageLoad } from '../../lib/page-data';
import { headMeta } from '../../lib/site';

/**
 * The section a services page shows after its offers, if it has one: /services/courses lists the course sessions
 * to come (issue 44), as /courses does. Loaded with that page alone, with the query client it reads through and its
 * data (sent with the page): the other services pages are text, and load neither.
 */
async function loadSection(page: ServicePage, load: PageLoad): Promise<ComponentType | null> {
  if (page !== 'courses') return null;
  const [{ CourseSessions }] = await Promise.all([
    import('../../features/courses/course-sessions'),
    import('../../data/course-sessions').then(({ courseSessionsQueryOptions }) =>
      pageData(load, (queryClient) => [queryClient.ensureQueryData(courseSessionsQueryOptions())]),
    ),
  ]);
  return CourseSessions;
}

export const Route = createFileRoute('/_public/services/$service')({
  // SPEC §2: only the listed services exist; any other value is the site's 404 page.
  loader: async ({ params, context, cause }) => {
    if (!isServicePage(params.service)) throw notFound();
    const [copy, Section] = await Promise.all([
      loadServiceCopy(params.service),
      loadSection(params.service, { context, cause }),
    ]);
    return { page: params.service, copy, Section };
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.copy.head) }),
  component: ServicesRoute,
});

function ServicesRoute() {
  const { page, copy, Section } = Route.useLoaderData();
  return <ServicesPage page={page} copy={copy} section={Section ? <Section /> : null} />;
}
