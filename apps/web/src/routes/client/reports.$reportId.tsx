import { MAX_INTEGER_ID } from '@firm/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * A report's link in an alert mail (issue 42): the Report Library showing that report. A path of its own (no query),
 * so it survives the sign-in it may ask for first.
 */
export const Route = createFileRoute('/client/reports/$reportId')({
  beforeLoad: ({ params }) => {
    const id = /^\d{1,10}$/.test(params.reportId) ? Number(params.reportId) : undefined;
    throw redirect({
      to: '/client/report-library',
      search: id && id <= MAX_INTEGER_ID ? { report: id } : {},
      replace: true,
    });
  },
});
