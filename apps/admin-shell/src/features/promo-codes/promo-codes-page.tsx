import { ADMIN_PROMO_CODE_SORTS, formatUsd, type AdminPromoCode, type PromoCodeState } from '@firm/domain';
import { Button } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { promoCodesQueryOptions } from '../../data/promo-codes';
import { staffMeQueryOptions } from '../../data/staff';
import { useListTable } from '../../lib/use-list-table';
import { useListPage } from '../../lib/use-list-page';
import { DeactivatePromoCode } from './deactivate-promo-code';
import { PromoCodeForm } from './promo-code-form';
import {
  appliesToLabel,
  discountLabel,
  PROMO_CODE_STATE_LABELS,
  redemptionsLabel,
  windowLabel,
} from './promo-code-labels';
import { PromoCodeRedemptions } from './promo-code-redemptions';
import { promoCodesRequest, type PromoCodesSearch } from './promo-codes-search';
import listStyles from '../../components/list-page.module.css';
import { ListPager } from '../../components/list-pager';
import { ListTable } from '../../components/list-table';
import styles from './promo-codes.module.css';
import { mayWrite } from '../../lib/access';
import { SearchAndChoiceFilters } from '../../components/search-and-choice-filters';

const route = getRouteApi('/promo-codes');

type PromoCodeSort = (typeof ADMIN_PROMO_CODE_SORTS)[number];
const isSort = (id: string): id is PromoCodeSort =>
  (ADMIN_PROMO_CODE_SORTS as readonly string[]).includes(id);

const STATE_OPTIONS: { value: PromoCodeState; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'expired', label: 'Expired' },
  { value: 'deactivated', label: 'Deactivated' },
];

const column = createColumnHelper<AdminPromoCode>();

/** The promo codes: searched, filtered, sorted and paged by the server as the URL says; created and deactivated. */
export function PromoCodesPage() {
  const search = route.useSearch();
  const request = promoCodesRequest(search);
  const { data: page } = useSuspenseQuery(promoCodesQueryOptions(request));
  const list = useListPage<PromoCodesSearch>({
    page: request.page ?? 1,
    count: page.count,
    pageSize: page.page_size,
  });
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const mayChange = mayWrite(me, 'promo-codes');
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<AdminPromoCode | null>(null);
  const [dialog, setDialog] = useState<'deactivate' | 'redemptions' | null>(null);

  const open = (code: AdminPromoCode, which: 'deactivate' | 'redemptions') => {
    setTarget(code);
    setDialog(which);
  };

  const columns = [
    column.accessor('code', { header: 'Code' }),
    column.accessor(discountLabel, { id: 'discount', header: 'Discount', enableSorting: false }),
    column.accessor('valid_from', { header: 'Window', cell: (info) => windowLabel(info.row.original) }),
    column.accessor('valid_until', {
      header: 'Ends',
      cell: (info) => (info.getValue() ? info.getValue()!.slice(0, 10) : 'No end'),
    }),
    column.accessor('min_amount', {
      header: 'Minimum',
      enableSorting: false,
      cell: (info) => (info.getValue() > 0 ? formatUsd(info.getValue(), 'cents') : 'None'),
    }),
    column.accessor(appliesToLabel, { id: 'applies_to', header: 'Applies to', enableSorting: false }),
    column.accessor('redemptions', { header: 'Used', cell: (info) => redemptionsLabel(info.row.original) }),
    column.accessor((row) => PROMO_CODE_STATE_LABELS[row.state], {
      id: 'state',
      header: 'State',
      enableSorting: false,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={`Orders with ${info.row.original.code}`}
            onClick={() => open(info.row.original, 'redemptions')}
          >
            Orders
          </Button>
          {mayChange && info.row.original.state !== 'deactivated' ? (
            <Button
              variant="secondary"
              aria-label={`Deactivate ${info.row.original.code}`}
              onClick={() => open(info.row.original, 'deactivate')}
            >
              Deactivate
            </Button>
          ) : null}
        </div>
      ),
    }),
  ];
  const table = useListTable({
    data: page.data,
    columns,
    getRowId: (row) => String(row.id),
    rowCount: page.count,
    sort: { id: request.sort ?? 'created_at', desc: request.direction !== 'asc' },
    isSort,
    onSort: list.sortBy,
  });

  const stateLabel = STATE_OPTIONS.find((option) => option.value === request.state)?.label ?? 'All';
  return (
    <div className={listStyles.page}>
      <title>Promo codes | Back office</title>
      <div className={styles.header}>
        <h1>Promo codes</h1>
        {mayChange ? <Button onClick={() => setCreating(true)}>New promo code</Button> : null}
      </div>
      <SearchAndChoiceFilters
        name="Promo codes"
        searchLabel="Search codes"
        q={search.q}
        choiceLabel="State"
        options={STATE_OPTIONS}
        choice={search.state ?? 'all'}
        onApply={({ q, choice }) => list.filterBy({ q, state: choice })}
      />
      <p className={listStyles.count} role="status">
        {page.count === 1 ? '1 code' : `${page.count} codes`}
        {request.q ? ` matching “${request.q}”` : ''} ({stateLabel.toLowerCase()})
      </p>
      <ListTable
        table={table}
        captionId="promo-codes-caption"
        caption={
          <>
            {stateLabel} promo codes, page {request.page} of {list.pageCount}
          </>
        }
        empty={request.q ? 'No code matches this search.' : 'No promo codes here yet.'}
      />
      <ListPager label="Promo code pages" page={list.page} pageCount={list.pageCount} />
      {mayChange ? <PromoCodeForm open={creating} onClose={() => setCreating(false)} /> : null}
      {mayChange ? (
        <DeactivatePromoCode code={target} open={dialog === 'deactivate'} onClose={() => setDialog(null)} />
      ) : null}
      <PromoCodeRedemptions code={target} open={dialog === 'redemptions'} onClose={() => setDialog(null)} />
    </div>
  );
}
