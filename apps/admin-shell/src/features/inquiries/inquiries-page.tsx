import { ADMIN_INQUIRY_SORTS, formatEventTime, type AdminInquiry, type InquiryState } from '@firm/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { inquiriesQueryOptions } from '../../data/inquiries';
import { useListTable } from '../../lib/use-list-table';
import { useListPage } from '../../lib/use-list-page';
import { InquiryDetails } from './inquiry-details';
import { inquiryName, inquiryState, reasonLabel } from './inquiry-labels';
import { DEFAULT_INQUIRY_STATE, inquiriesRequest, type InquiriesSearch } from './inquiries-search';
import listStyles from '../../components/list-page.module.css';
import { ListPager } from '../../components/list-pager';
import { ListTable } from '../../components/list-table';
import styles from './inquiries.module.css';
import { SearchAndChoiceFilters } from '../../components/search-and-choice-filters';

const route = getRouteApi('/inquiries');

type InquirySort = (typeof ADMIN_INQUIRY_SORTS)[number];
const isSort = (id: string): id is InquirySort => (ADMIN_INQUIRY_SORTS as readonly string[]).includes(id);

const STATE_OPTIONS: { value: InquiryState; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

const column = createColumnHelper<AdminInquiry>();

/** The contact form's messages: searched, filtered, sorted and paged by the server, as the URL says. */
export function InquiriesPage() {
  const search = route.useSearch();
  const request = inquiriesRequest(search);
  const { data: page } = useSuspenseQuery(inquiriesQueryOptions(request));
  const list = useListPage<InquiriesSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });
  // The dialog keeps its inquiry while it fades out; `shown` says whether it is open.
  const [selected, setSelected] = useState<AdminInquiry | null>(null);
  const [shown, setShown] = useState(false);

  const columns = [
    column.accessor('created_at', {
      header: 'Received',
      cell: (info) => formatEventTime(info.getValue()),
    }),
    column.accessor(inquiryName, {
      id: 'name',
      header: 'Name',
      enableSorting: false,
      cell: (info) => (
        <button
          type="button"
          className={styles.open}
          onClick={() => {
            setSelected(info.row.original);
            setShown(true);
          }}
        >
          <span className="visually-hidden">Open the message from </span>
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor('company', { header: 'Company', cell: (info) => info.getValue() || 'Not given' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor((row) => reasonLabel(row.reason_for_inquiry), {
      id: 'reason',
      header: 'Reason',
      enableSorting: false,
    }),
    column.accessor(inquiryState, { id: 'state', header: 'State', enableSorting: false }),
  ];
  const table = useListTable({
    data: page.data,
    columns,
    getRowId: (row) => row.id,
    rowCount: page.count,
    sort: { id: request.sort ?? 'created_at', desc: request.direction !== 'asc' },
    isSort,
    onSort: list.sortBy,
  });

  const stateLabel = STATE_OPTIONS.find((option) => option.value === request.state)?.label ?? 'New';
  return (
    <div className={listStyles.page}>
      <title>Inquiries | Back office</title>
      <h1>Inquiries</h1>
      <SearchAndChoiceFilters
        name="Inquiries"
        searchLabel="Search name, email, company or message"
        q={search.q}
        choiceLabel="State"
        options={STATE_OPTIONS}
        choice={search.state ?? DEFAULT_INQUIRY_STATE}
        onApply={({ q, choice }) => list.filterBy({ q, state: choice })}
      />
      <p className={listStyles.count} role="status">
        {page.count === 1 ? '1 inquiry' : `${page.count} inquiries`}
        {request.q ? ` matching “${request.q}”` : ''} ({stateLabel.toLowerCase()})
      </p>
      <ListTable
        table={table}
        captionId="inquiries-caption"
        caption={
          <>
            {stateLabel} inquiries, page {request.page} of {list.pageCount}
          </>
        }
        empty={request.q ? 'No inquiry matches this search.' : `No ${stateLabel.toLowerCase()} inquiries.`}
      />
      <ListPager label="Inquiry pages" page={list.page} pageCount={list.pageCount} />
      <InquiryDetails
        inquiry={selected}
        open={shown}
        onClose={() => setShown(false)}
        onChanged={setSelected}
      />
    </div>
  );
}
