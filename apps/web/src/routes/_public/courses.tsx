import { FirmTerms, formatUsd } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { courseSessionsQueryOptions } from '../../data/course-sessions';
import { CoursesPage } from '../../features/courses/courses-page';
import { pageData } from '../../lib/page-data';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/courses')({
  // The sessions to come (issue 44): sent with the page, so a visitor's first load asks the API nothing.
  loader: ({ context, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(courseSessionsQueryOptions()),
    ]),
  head: () => ({
    meta: headMeta({
      title: 'Courses and Workshops',
      description: `Four-day courses on coffee, cocoa, sugar, cotton and orange juice markets, futures and hedging, in-house or virtual, at ${formatUsd(FirmTerms.coursePerParticipantCents / 100)} per participant.`,
    }),
  }),
  component: CoursesPage,
});
