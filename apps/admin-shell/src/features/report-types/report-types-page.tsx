import { ADMIN_REPORT_TYPE_SORTS, formatUsd, type AdminReportType } from '@firm/domain';
import { Button, SearchField } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import { reportTypesQueryOptions } from '../../data/report-types';
import { staffMeQueryOptions } from '../../data/staff';
import { ReportTypeForm } from './report-type-form';
import { reportTypesRequest, type ReportTypesSearch } from './report-types-search';
import listStyles from '../../components/list-page.module.css';
import { ListTable } from '../../components/list-table';
import styles from './report-types.module.css';
import { mayWrite } from '../../lib/access';
import { useListSearch } from '../../lib/use-list-page';
import { useListTable } from '../../lib/use-list-table';

const route = getRouteApi('/report-types');

type ReportTypeSort = (typeof ADMIN_REPORT_TYPE_SORTS)[number];
const isSort = (id: string): id is ReportTypeSort =>
  (ADMIN_REPORT_TYPE_SORTS as readonly string[]).includes(id);

const price = (dollars: number | null) => (dollars === null ? 'Not sold' : formatUsd(dollars, 'cents'));

const column = createColumnHelper<AdminReportType>();

/** The report types with their groups, prices and counts; searched and sorted by the server as the URL says. */
export function ReportTypesPage() {
  const search = route.useSearch();
  const listSearch = useListSearch<ReportTypesSearch>();
  const request = reportTypesRequest(search);
  const { data: list } = useSuspenseQuery(reportTypesQueryOptions(request));
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const mayChange = mayWrite(me, 'report-types');
  const { data: everyType } = useSuspenseQuery(reportTypesQueryOptions({}));
  const [editing, setEditing] = useState<AdminReportType | null>(null);
  const [shown, setShown] = useState(false);
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);

  const columns = [
    column.accessor('position', { header: 'Order' }),
    column.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <span className={styles.nameCell}>
          {info.row.original.image_url ? (
            <img className={styles.thumb} src={info.row.original.image_url} alt="" width={32} height={32} />
          ) : null}
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor((row) => row.parent_name ?? 'Top level', {
      id: 'group',
      header: 'Group',
      enableSorting: false,
    }),
    column.accessor((row) => price(row.price_single), {
      id: 'single',
      header: 'Single user',
      enableSorting: false,
    }),
    column.accessor((row) => price(row.price_upto_3), {
      id: 'upto3',
      header: 'Up to 3',
      enableSorting: false,
    }),
    column.accessor((row) => price(row.price_enterprise), {
      id: 'enterprise',
      header: 'Enterprise',
      enableSorting: false,
    }),
    column.accessor('reports', { header: 'Reports' }),
    column.accessor('active_subscriptions', { header: 'Subscriptions' }),
    ...(mayChange
      ? [
          column.display({
            id: 'edit',
            header: 'Actions',
            cell: (info) => (
              <Button
                variant="secondary"
                aria-label={`Edit ${info.row.original.name}`}
                onClick={() => {
                  setEditing(info.row.original);
                  setShown(true);
                }}
              >
                Edit
              </Button>
            ),
          }),
        ]
      : []),
  ];
  const table = useListTable({
    data: list.data,
    columns,
    getRowId: (row) => String(row.id),
    sort: { id: request.sort ?? 'position', desc: request.direction === 'desc' },
    isSort,
    onSort: listSearch.sortBy,
  });

  function applySearch(event: FormEvent) {
    event.preventDefault();
    listSearch.filterBy({ q: text.trim() || undefined });
  }

  return (
    <div className={listStyles.page}>
      <title>Report types | Back office</title>
      <h1>Report types</h1>
      <form className={listStyles.filters} role="search" aria-label="Report types" onSubmit={applySearch}>
        <SearchField
          label="Search name or title"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onClear={() => setText('')}
        />
        <Button type="submit">Show</Button>
      </form>
      <p className={listStyles.count} role="status">
        {list.count === 1 ? '1 report type' : `${list.count} report types`}
        {request.q ? ` matching “${request.q}”` : ''}
      </p>
      <ListTable
        table={table}
        captionId="report-types-caption"
        caption="Report types with their yearly prices"
        empty="No report type matches this search."
      />
      {mayChange ? (
        <ReportTypeForm type={editing} types={everyType.data} open={shown} onClose={() => setShown(false)} />
      ) : null}
    </div>
  );
}
