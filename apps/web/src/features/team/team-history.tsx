import { describeTeamEvent, formatEventTime, type TeamEvent } from '@firm/domain';
import { Alert, Button, Spinner, Table, type TableColumn } from '@firm/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../data/session';
import { teamEventsQueryOptions } from '../../data/team';
import styles from './team.module.css';

export const TEAM_HISTORY_FAILED = 'The history of the team could not be loaded. Please try again.';

const COLUMNS: TableColumn<TeamEvent>[] = [
  {
    key: 'when',
    header: 'When',
    rowHeader: true,
    cell: (event) => <time dateTime={event.occurred_at}>{formatEventTime(event.occurred_at)}</time>,
  },
  { key: 'change', header: 'Change', cell: (event) => describeTeamEvent(event) },
  { key: 'member', header: 'Member', cell: (event) => event.subject ?? '—' },
  { key: 'by', header: 'By', cell: (event) => event.actor ?? 'A purchase' },
];

/**
 * Every change of membership, role, seat and company details (issue 15), newest first, for owners and admins: who
 * did what to whom and when. Older changes come a page at a time.
 */
export function TeamHistory() {
  const { id } = useSession();
  const query = useInfiniteQuery(teamEventsQueryOptions(id));

  const events = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="history-title" className={styles.block}>
      <h3 id="history-title" className={styles.subheading}>
        History
      </h3>
      {query.isPending ? (
        <Spinner label="Loading the history of the team" />
      ) : query.isError && events.length === 0 ? (
        <Alert tone="error">
          <p>{TEAM_HISTORY_FAILED}</p>
          <Button variant="ghost" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Table
            caption="Changes to the team, newest first"
            hideCaption
            columns={COLUMNS}
            rows={events}
            rowKey={(event) => event.id}
            emptyMessage="No changes yet: invitations, roles and seats will be listed here."
          />
          {query.hasNextPage ? (
            <Button
              variant="ghost"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
