import { createColumnHelper } from '@tanstack/react-table';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListTable } from './use-list-table';

type Fruit = { id: string; name: string; colour: string };
const column = createColumnHelper<Fruit>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('colour', { header: 'Colour' }),
];
const isSort = (id: string): id is 'name' => id === 'name';

function fruits(onSort: (sort: 'name', desc: boolean) => void) {
  return renderHook(() =>
    useListTable({
      data: [{ id: 'a', name: 'Apple', colour: 'Red' }],
      columns,
      getRowId: (row) => row.id,
      sort: { id: 'name', desc: false },
      isSort,
      onSort,
    }),
  ).result.current;
}

describe('useListTable', () => {
  it('shows the rows as the server sent them, sorted as asked', () => {
    const table = fruits(vi.fn());
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['a']);
    expect(table.getColumn('name')?.getIsSorted()).toBe('asc');
  });

  it('asks for the sort a header wants, and not for a column the server cannot sort by', () => {
    const onSort = vi.fn();
    const table = fruits(onSort);
    act(() => table.getColumn('name')?.toggleSorting());
    expect(onSort).toHaveBeenCalledWith('name', true);
    act(() => table.getColumn('colour')?.toggleSorting(false));
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});
