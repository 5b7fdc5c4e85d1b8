import { createFileRoute } from '@tanstack/react-router';
import { AreaGate } from '../components/area-gate';
import { PageError } from '../components/page-error';
import { courseAnalystsQueryOptions, coursesQueryOptions } from '../data/courses';
import { staffMeQueryOptions } from '../data/staff';
import { CoursesPage } from '../features/courses/courses-page';

export const Route = createFileRoute('/courses')({
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(staffMeQueryOptions());
    if (!me.reads.includes('courses')) return;
    // The analysts are only for the session dialog, which loads them itself if this has not.
    if (me.writes.includes('courses')) void context.queryClient.prefetchQuery(courseAnalystsQueryOptions());
    await context.queryClient.ensureQueryData(coursesQueryOptions());
  },
  errorComponent: (props) => <PageError {...props} title="Courses" />,
  component: () => (
    <AreaGate area="courses">
      <CoursesPage />
    </AreaGate>
  ),
});
