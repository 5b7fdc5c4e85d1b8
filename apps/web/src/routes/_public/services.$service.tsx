import { createFileRoute, notFound } from '@tanstack/react-router';
import { isServicePage, loadServiceCopy } from '../../features/services/service-pages';
import { ServicesPage } from '../../features/services/services-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/services/$service')({
  // SPEC §2: only the listed services exist; any other value is the site's 404 page.
  loader: async ({ params }) => {
    if (!isServicePage(params.service)) throw notFound();
    return { page: params.service, copy: await loadServiceCopy(params.service) };
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.copy.head) }),
  component: ServicesRoute,
});

function ServicesRoute() {
  const { page, copy } = Route.useLoaderData();
  return <ServicesPage page={page} copy={copy} />;
}
