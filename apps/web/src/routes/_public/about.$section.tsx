import { createFileRoute, notFound } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { ABOUT_HEAD, isAboutSection } from '../../features/about/about-sections';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/about/$section')({
  // SPEC §2: only the listed sections exist; any other value is the site's 404 page.
  loader: ({ params }) => {
    if (!isAboutSection(params.section)) throw notFound();
    return { section: params.section };
  },
  head: ({ loaderData }) => {
    const head = loaderData ? ABOUT_HEAD[loaderData.section] : undefined;
    return {
      meta: head
        ? [{ title: pageTitle(head.title) }, { name: 'description', content: head.description }]
        : [],
    };
  },
  component: AboutRoute,
});

function AboutRoute() {
  const { section } = Route.useLoaderData();
  return <AboutPage section={section} />;
}
