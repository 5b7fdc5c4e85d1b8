import {
  createColumnHelper,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListTable } from './list-table';

type Fruit = { id: string; name: string; colour: string };
const column = createColumnHelper<Fruit>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('colour', { header: 'Colour', enableSorting: false }),
];

function Fruits({ data, onSortingChange }: { data: Fruit[]; onSortingChange: OnChangeFn<SortingState> }) {
  const sorting: SortingState = [{ id: 'name', desc: false }];
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange,
  });
  return (
    <ListTable table={table} captionId="fruits-caption" caption="Fruits, page 1 of 1" empty="No fruit." />
  );
}

describe('ListTable', () => {
  it('names the region and table by the caption and marks the sorted column', () => {
    render(<Fruits data={[{ id: '1', name: 'Apple', colour: 'Red' }]} onSortingChange={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Fruits, page 1 of 1' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Fruits, page 1 of 1' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const colour = within(table).getByRole('columnheader', { name: 'Colour' });
    expect(colour).not.toHaveAttribute('aria-sort');
    expect(within(colour).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('cell', { name: 'Apple' })).toBeInTheDocument();
  });

  it('asks for the other direction when a sortable header is clicked', async () => {
    const onSortingChange = vi.fn<OnChangeFn<SortingState>>();
    render(<Fruits data={[{ id: '1', name: 'Apple', colour: 'Red' }]} onSortingChange={onSortingChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortingChange).toHaveBeenCalledTimes(1);
    const updater = onSortingChange.mock.calls[0]![0];
    const next = typeof updater === 'function' ? updater([{ id: 'name', desc: false }]) : updater;
    expect(next).toEqual([{ id: 'name', desc: true }]);
  });

  it('says so across every column when there are no rows', () => {
    render(<Fruits data={[]} onSortingChange={vi.fn()} />);
    expect(screen.getByRole('cell', { name: 'No fruit.' })).toHaveAttribute('colspan', '2');
  });
});
