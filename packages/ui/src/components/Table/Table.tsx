import { useId } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  /** Tells the columns apart (React's key). */
  key: string;
  /** The column's header cell (`<th scope="col">`): text, or text with a small widget such as a meter. */
  header: ReactNode;
  /** The cell of a row in this column. */
  cell: (row: Row) => ReactNode;
  /** The cells of this column name their rows (`<th scope="row">`), e.g. a person's name. At most one column. */
  rowHeader?: boolean;
  /** Defaults to 'start'. Numbers and controls read better centred or at the end. */
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Names the table (`<caption>`) and its scroll region. */
  caption: ReactNode;
  /** The caption is read but not shown, for a table whose section heading already says what it is. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key for each row. */
  rowKey: (row: Row) => Key;
  /** Shown in one full-width row when there are no rows. */
  emptyMessage?: ReactNode;
}

/**
 * A data table with a caption, column headers and, optionally, a column of row headers. On a narrow screen the
 * table keeps its columns and scrolls sideways inside its own region (never the page); that region is named by the
 * caption and can take focus, so keyboard users can scroll it too.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
  className,
  ...rest
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <div
      {...rest}
      role="region"
      aria-labelledby={captionId}
      // Focusable so the keyboard can scroll a table wider than the screen (WCAG 2.1.1; axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx(styles.scroller, className)}
    >
      <table className={styles.table}>
        <caption id={captionId} className={cx(styles.caption, hideCaption && 'visually-hidden')}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles[column.align ?? 'start']}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={cx(styles.rowHeader, styles[column.align ?? 'start'])}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={styles[column.align ?? 'start']}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
