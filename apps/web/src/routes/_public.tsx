import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../features/page-errors/error-page';
import { PublicLayout } from '../features/layout/public-layout';

export const Route = createFileRoute('/_public')({
  // Nothing is split off: the layout is on every public page (its own chunk would cost a request and its headers),
  // and the error page must show even when loading chunks is what failed.
  codeSplitGroupings: [],
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
  // A page below fails inside this layout (the router's default error component); this is for the layout's own code.
  errorComponent: ({ error }) => (
    <PublicLayout>
      <ErrorPage error={error} />
    </PublicLayout>
  ),
});
