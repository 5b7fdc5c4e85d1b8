import {
  formatEventTime,
  STAFF_ACTION_LABELS,
  STAFF_ACTIONS,
  type AuditEntry,
  type SortDirection,
  type StaffAction,
} from '@firm/domain';
import { Button, Select, Table } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { auditQueryOptions } from '../../data/audit';
import { ListPager } from '../../components/list-pager';
import { useListPage } from '../../lib/use-list-page';
import { auditRequest, type AuditSearch } from './audit-search';
import { describeChange } from './describe-change';
import listStyles from '../../components/list-page.module.css';
import styles from './audit.module.css';

const route = getRouteApi('/audit');

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...STAFF_ACTIONS.map((action) => ({ value: action, label: STAFF_ACTION_LABELS[action] })),
];
const ORDER_OPTIONS = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

/** What staff changed, by time, filtered by action (and by staff member or organisation from a link). */
export function AuditPage() {
  const search = route.useSearch();
  const request = auditRequest(search);
  const { data: page } = useSuspenseQuery(auditQueryOptions(request));
  const list = useListPage<AuditSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });
  const [action, setAction] = useState<string>(search.action ?? '');
  const [direction, setDirection] = useState<SortDirection>(request.direction ?? 'desc');
  // The boxes follow the URL when it changes without them (Back, Forward, a link).
  useEffect(() => {
    setAction(search.action ?? '');
    setDirection(search.direction ?? 'desc');
  }, [search.action, search.direction]);

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    list.filterBy({
      action: (action || undefined) as StaffAction | undefined,
      direction: direction === 'desc' ? undefined : direction,
    });
  }

  const staffFilter = search.staff
    ? page.data.find((entry) => entry.staff_id === search.staff)?.staff_email
    : undefined;
  const tenantFilter = search.tenant
    ? page.data.find((entry) => entry.tenant_id === search.tenant)?.tenant_name
    : undefined;
  return (
    <div className={listStyles.page}>
      <title>Audit log | Back office</title>
      <h1>Audit log</h1>
      <form className={listStyles.filters} aria-label="Audit log filters" onSubmit={applyFilters}>
        <Select
          label="Action"
          options={ACTION_OPTIONS}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <Select
          label="Order"
          options={ORDER_OPTIONS}
          value={direction}
          onChange={(event) => setDirection(event.target.value as SortDirection)}
        />
        <Button type="submit">Show</Button>
      </form>
      {search.staff || search.tenant ? (
        <ul className={styles.linked}>
          {search.staff ? (
            <li>
              Changes by {staffFilter ?? 'one staff member'}.{' '}
              <Link to="/audit" search={(prev) => ({ ...prev, staff: undefined, page: undefined })}>
                Show every staff member
              </Link>
            </li>
          ) : null}
          {search.tenant ? (
            <li>
              Changes about {tenantFilter ?? 'one organisation'}.{' '}
              <Link to="/audit" search={(prev) => ({ ...prev, tenant: undefined, page: undefined })}>
                Show every organisation
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className={listStyles.count} role="status">
        {page.count === 1 ? '1 change' : `${page.count} changes`}
      </p>
      <Table<AuditEntry>
        caption={`Changes, ${request.direction === 'asc' ? 'oldest' : 'newest'} first, page ${request.page} of ${list.pageCount}`}
        hideCaption
        columns={[
          {
            key: 'when',
            header: 'When',
            cell: (entry) => <time dateTime={entry.occurred_at}>{formatEventTime(entry.occurred_at)}</time>,
          },
          {
            key: 'staff',
            header: 'Staff member',
            cell: (entry) =>
              entry.staff_id ? (
                <Link
                  to="/audit"
                  search={(prev) => ({ ...prev, staff: entry.staff_id ?? undefined, page: undefined })}
                >
                  {entry.staff_email}
                </Link>
              ) : (
                entry.staff_email
              ),
          },
          {
            key: 'action',
            header: 'Action',
            cell: (entry) => STAFF_ACTION_LABELS[entry.action],
            rowHeader: true,
          },
          {
            key: 'target',
            header: 'About',
            cell: (entry) => (
              <>
                {entry.target_type === 'inquiry' ? 'Inquiry' : entry.target_type}{' '}
                <span className={styles.id}>{entry.target_id}</span>
                {entry.tenant_id ? (
                  <>
                    {' of '}
                    <Link
                      to="/audit"
                      search={(prev) => ({ ...prev, tenant: entry.tenant_id ?? undefined, page: undefined })}
                    >
                      {entry.tenant_name ?? 'an organisation'}
                    </Link>
                  </>
                ) : null}
              </>
            ),
          },
          { key: 'change', header: 'Change', cell: (entry) => <Change entry={entry} /> },
          { key: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? '' },
        ]}
        rows={page.data}
        rowKey={(entry) => entry.id}
        emptyMessage="No change matches these filters."
      />
      <ListPager label="Audit log pages" page={list.page} pageCount={list.pageCount} />
    </div>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = describeChange(entry.before, entry.after);
  if (lines.length === 0) return <>No field changed</>;
  return (
    <ul className={styles.change}>
      {lines.map((line) => (
        <li key={line.field}>
          {line.field}: {line.before} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> to </span> {line.after}
        </li>
      ))}
    </ul>
  );
}
