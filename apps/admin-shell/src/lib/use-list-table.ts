import { getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';

type ListTableOptions<Row, Sort extends string> = {
  data: Row[];
  columns: TableOptions<Row>['columns'];
  getRowId: (row: Row) => string;
  /** Every row the server has, on every page; leave it out for a list shown whole. */
  rowCount?: number;
  /** The sort the URL asks for. */
  sort: { id: string; desc: boolean };
  isSort: (id: string) => id is Sort;
  /** A header asked for another sort: the page puts it in the URL. */
  onSort: (sort: Sort, desc: boolean) => void;
};

/**
 * The TanStack table of a back-office list whose rows the server pages, sorts and filters: the table only shows
 * them, and a click on a sortable header asks for the sort (one column at a time, never none).
 */
export function useListTable<Row, Sort extends string>({
  data,
  columns,
  getRowId,
  rowCount,
  sort,
  isSort,
  onSort,
}: ListTableOptions<Row, Sort>) {
  const sorting = [sort];
  return useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    rowCount,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      if (next && isSort(next.id)) onSort(next.id, next.desc);
    },
  });
}
