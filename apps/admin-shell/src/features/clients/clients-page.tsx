import {
  ADMIN_CLIENT_SORTS,
  formatEventTime,
  type AdminClientRow,
  type ClientStatusFilter,
} from '@firm/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { clientsQueryOptions } from '../../data/clients';
import { useListTable } from '../../lib/use-list-table';
import { useListPage } from '../../lib/use-list-page';
import { STATE_LABELS } from './client-labels';
import { clientsRequest, type ClientsSearch } from './clients-search';
import listStyles from '../../components/list-page.module.css';
import { ListPager } from '../../components/list-pager';
import { ListTable } from '../../components/list-table';
import styles from './clients.module.css';
import { SearchAndChoiceFilters } from '../../components/search-and-choice-filters';

const route = getRouteApi('/clients/');

type ClientSort = (typeof ADMIN_CLIENT_SORTS)[number];
const isSort = (id: string): id is ClientSort => (ADMIN_CLIENT_SORTS as readonly string[]).includes(id);

const STATUS_OPTIONS: { value: ClientStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'pending', label: 'Pending' },
];

const column = createColumnHelper<AdminClientRow>();
const columns = [
  column.accessor('name', {
    header: 'Organisation',
    cell: (info) => (
      <Link to="/clients/$id" params={{ id: info.row.original.id }} className={styles.open}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => row.country ?? 'Not given', {
    id: 'country',
    header: 'Country',
    enableSorting: false,
  }),
  column.accessor((row) => STATE_LABELS[row.status], {
    id: 'status',
    header: 'Status',
    enableSorting: false,
  }),
  column.accessor('members', { header: 'Members', enableSorting: false }),
  column.accessor('active_subscriptions', { header: 'Active subscriptions', enableSorting: false }),
  column.accessor('created_at', { header: 'Created', cell: (info) => formatEventTime(info.getValue()) }),
];

/** The client organisations: searched, filtered, sorted and paged by the server, as the URL says. */
export function ClientsPage() {
  const search = route.useSearch();
  const request = clientsRequest(search);
  const { data: page } = useSuspenseQuery(clientsQueryOptions(request));
  const list = useListPage<ClientsSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });

  const table = useListTable({
    data: page.data,
    columns,
    getRowId: (row) => row.id,
    rowCount: page.count,
    sort: { id: request.sort ?? 'created_at', desc: request.direction !== 'asc' },
    isSort,
    onSort: list.sortBy,
  });

  const statusLabel = STATUS_OPTIONS.find((option) => option.value === request.status)?.label ?? 'All';
  return (
    <div className={listStyles.page}>
      <title>Clients | Back office</title>
      <h1>Clients</h1>
      <SearchAndChoiceFilters
        name="Clients"
        searchLabel="Search organisation name or member email"
        q={search.q}
        choiceLabel="Status"
        options={STATUS_OPTIONS}
        choice={search.status ?? 'all'}
        onApply={({ q, choice }) => list.filterBy({ q, status: choice })}
      />
      <p className={listStyles.count} role="status">
        {page.count === 1 ? '1 organisation' : `${page.count} organisations`}
        {request.q ? ` matching “${request.q}”` : ''} ({statusLabel.toLowerCase()})
      </p>
      <ListTable
        table={table}
        captionId="clients-caption"
        caption={
          <>
            Organisations, page {request.page} of {list.pageCount}
          </>
        }
        empty={request.q ? 'No organisation matches this search.' : 'No organisations.'}
      />
      <ListPager label="Client pages" page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
