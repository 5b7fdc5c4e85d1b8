import { createFileRoute, notFound } from '@tanstack/react-router';
import { isServicePage, SERVICE_HEAD } from '../../features/services/service-pages';
import { ServicesPage } from '../../features/services/services-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/services/$service')({
  // SPEC §2: only the listed services exist; any other value is the site's 404 page.
  loader: ({ params }) => {
    if (!isServicePage(params.service)) throw notFound();
    return { page: params.service };
  },
  head: ({ loaderData }) => {
    const head = loaderData ? SERVICE_HEAD[loaderData.page] : undefined;
    return {
      meta: head
        ? [{ title: pageTitle(head.title) }, { name: 'description', content: head.description }]
        : [],
    };
  },
  component: ServicesRoute,
});

function ServicesRoute() {
  const { page } = Route.useLoaderData();
  return <ServicesPage page={page} />;
}
