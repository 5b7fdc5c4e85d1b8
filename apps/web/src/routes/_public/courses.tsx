import { FirmTerms, formatUsd } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../features/courses/courses-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/courses')({
  head: () => ({
    meta: headMeta({
      title: 'Courses and Workshops',
      description: `Four-day courses on coffee, cocoa, sugar, cotton and orange juice markets, futures and hedging, in-house or virtual, at ${formatUsd(FirmTerms.coursePerParticipantCents / 100)} per participant.`,
    }),
  }),
  component: CoursesPage,
});
