import { createFileRoute, notFound } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { isAboutSection, loadAboutSection } from '../../features/about/about-sections';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/about/$section')({
  // SPEC §2: only the listed sections exist; any other value is the site's 404 page.
  loader: async ({ params }) => {
    if (!isAboutSection(params.section)) throw notFound();
    return { section: params.section, ...(await loadAboutSection(params.section)) };
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.head) }),
  component: AboutRoute,
});

function AboutRoute() {
  const { section, head, View } = Route.useLoaderData();
  return (
    <AboutPage section={section} title={head.title}>
      <View />
    </AboutPage>
  );
}
