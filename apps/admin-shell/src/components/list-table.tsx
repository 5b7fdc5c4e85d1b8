import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styles from './list-table.module.css';

type ListTableProps<Row> = {
  /** The list's TanStack table: its columns, its rows and the sorting it shows. */
  table: Table<Row>;
  /** The caption's id; the caption names the scrolling region around the table. */
  captionId: string;
  caption: ReactNode;
  /** What the only row says when there is nothing to show. */
  empty: ReactNode;
  /** Whether a row lights up under the pointer (lists whose rows open something). */
  highlightRows?: boolean;
};

/**
 * A back-office list's table: sortable column headers (a button and aria-sort), one row per item, a single row
 * saying so when there is none, inside a region that scrolls sideways when the table is wider than the screen.
 */
export function ListTable<Row>({
  table,
  captionId,
  caption,
  empty,
  highlightRows = true,
}: ListTableProps<Row>) {
  const rows = table.getRowModel().rows;
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // Focusable so the keyboard can scroll a table wider than the screen (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={highlightRows ? styles.row : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
