import {
  ADMIN_ORDER_SORTS,
  formatCents,
  ORDER_METHOD_LABELS,
  ORDER_METHODS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderItemInWords,
  type AdminOrderRow,
} from '@firm/domain';
import { Alert, Button, saveFile, SearchField, Select, TextField } from '@firm/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import { ordersQueryOptions } from '../../data/orders';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useListTable } from '../../lib/use-list-table';
import { useListPage } from '../../lib/use-list-page';
import { formatDay, kindLabel, methodLabel, statusLabel } from './order-labels';
import { ordersRequest, type OrdersSearch } from './orders-search';
import listStyles from '../../components/list-page.module.css';
import { ListPager } from '../../components/list-pager';
import { ListTable } from '../../components/list-table';
import styles from './orders.module.css';

const route = getRouteApi('/orders/');

type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];
const isSort = (id: string): id is OrderSort => (ADMIN_ORDER_SORTS as readonly string[]).includes(id);

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
];
const METHOD_OPTIONS = [
  { value: '', label: 'Any method' },
  ...ORDER_METHODS.map((value) => ({ value, label: ORDER_METHOD_LABELS[value] })),
];

const column = createColumnHelper<AdminOrderRow>();

const columns = [
  column.accessor('number', {
    header: 'Order',
    cell: (info) => (
      <Link to="/orders/$number" params={{ number: info.getValue() }} className={styles.open}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', { header: 'Placed', cell: (info) => formatDay(info.getValue()) }),
  column.accessor('organisation', { header: 'Organisation', enableSorting: false }),
  column.accessor('buyer_email', { header: 'Buyer', enableSorting: false }),
  column.accessor((row) => kindLabel(row.kind), { id: 'kind', header: 'Kind', enableSorting: false }),
  column.accessor((row) => row.items.map(orderItemInWords).join('; '), {
    id: 'items',
    header: 'Items',
    enableSorting: false,
  }),
  column.accessor((row) => methodLabel(row.method), { id: 'method', header: 'Method', enableSorting: false }),
  column.accessor(statusLabel, { id: 'status', header: 'Status', enableSorting: false }),
  column.accessor('total_cents', {
    id: 'total',
    header: 'Total',
    cell: (info) => formatCents(info.getValue()),
  }),
  column.accessor('paid_at', {
    header: 'Paid',
    enableSorting: false,
    cell: (info) => formatDay(info.getValue()),
  }),
  column.accessor(
    (row) => (row.invoice_number ? `${row.invoice_number}, due ${formatDay(row.invoice_due_at)}` : '—'),
    {
      id: 'invoice',
      header: 'Invoice',
      enableSorting: false,
    },
  ),
];

/** Orders and invoices: filtered, searched, sorted and paged by the server, as the URL says; exported as CSV. */
export function OrdersPage() {
  const search = route.useSearch();
  const request = ordersRequest(search);
  const { data: page } = useSuspenseQuery(ordersQueryOptions(request));
  const list = useListPage<OrdersSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });
  const [text, setText] = useState(search.q ?? '');
  const [status, setStatus] = useState(search.status ?? '');
  const [method, setMethod] = useState(search.method ?? '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  // The boxes follow the URL when it changes without them (Back, Forward, a link).
  useEffect(() => {
    setText(search.q ?? '');
    setStatus(search.status ?? '');
    setMethod(search.method ?? '');
    setFrom(search.from ?? '');
    setTo(search.to ?? '');
  }, [search.q, search.status, search.method, search.from, search.to]);

  const exportCsv = useMutation({
    mutationFn: () => api.admin.exportOrders(request),
    onSuccess: (blob) => saveFile(blob, 'orders.csv'),
  });

  const table = useListTable({
    data: page.data,
    columns,
    getRowId: (row) => row.number,
    rowCount: page.count,
    sort: { id: request.sort ?? 'created_at', desc: request.direction !== 'asc' },
    isSort,
    onSort: list.sortBy,
  });

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    list.filterBy({
      q: text.trim() || undefined,
      status: (status || undefined) as OrdersSearch['status'],
      method: (method || undefined) as OrdersSearch['method'],
      from: from || undefined,
      to: to || undefined,
    });
  }

  const filtered = Boolean(request.q || request.status || request.method || request.from || request.to);
  return (
    <div className={listStyles.page}>
      <title>Orders | Back office</title>
      <h1>Orders</h1>
      <form className={listStyles.filters} role="search" aria-label="Orders" onSubmit={applyFilters}>
        <SearchField
          label="Search order, invoice, organisation or buyer email"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onClear={() => setText('')}
        />
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <Select
          label="Method"
          options={METHOD_OPTIONS}
          value={method}
          onChange={(event) => setMethod(event.target.value)}
        />
        <TextField
          label="Placed from"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField label="Placed to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <Button type="submit">Show</Button>
      </form>
      <div className={styles.toolbar}>
        <p className={listStyles.count} role="status">
          {page.count === 1 ? '1 order' : `${page.count} orders`}
          {filtered ? ' matching the filters' : ''}
        </p>
        <Button
          variant="secondary"
          busy={exportCsv.isPending}
          busyLabel="Exporting..."
          disabled={page.count === 0}
          onClick={() => exportCsv.mutate()}
        >
          Export CSV
        </Button>
      </div>
      {exportCsv.isError ? (
        <Alert tone="error">{errorMessage(exportCsv.error, 'The export failed. Please try again.')}</Alert>
      ) : null}
      <ListTable
        table={table}
        captionId="orders-caption"
        caption={
          <>
            Orders, page {request.page} of {list.pageCount}
          </>
        }
        empty={filtered ? 'No order matches these filters.' : 'No orders yet.'}
        highlightRows={false}
      />
      <ListPager label="Order pages" page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
