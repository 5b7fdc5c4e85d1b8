import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './BarChart.module.css';

export interface BarChartDatum {
  /** The bar's name under it and in the table, e.g. 'Nov 2026'. */
  label: string;
  /** A shorter name under the bar where the label is long ('Nov' for 'Nov 2026'); the table keeps the label. */
  shortLabel?: string;
  value: number;
}

export interface BarChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Names the chart (the figure's caption) and its table. */
  caption: ReactNode;
  data: readonly BarChartDatum[];
  /** How a value is written in the table and over the tallest bar; plain numbers by default. */
  formatValue?: (value: number) => string;
  /** The table's header of the labels' column (default 'Label') and of the values' column (default 'Value'). */
  labelHeader?: string;
  valueHeader?: string;
  /** The summary that opens the table of numbers (default 'Show the numbers'). */
  tableSummary?: ReactNode;
}

const WIDTH = 640;
const HEIGHT = 240;
const AXIS = 28;
const TOP = 20;

/**
 * Bars in an SVG, for trends at a glance: the drawing is one image (`role="img"`) named by the caption and saying
 * where its numbers are, and the same numbers follow in a table behind a disclosure, so nobody depends on seeing
 * the bars. Negative values draw as empty bars; every value stays in the table.
 */
export function BarChart({
  caption,
  data,
  formatValue = (value) => value.toLocaleString('en-US'),
  labelHeader = 'Label',
  valueHeader = 'Value',
  tableSummary = 'Show the numbers',
  className,
  ...rest
}: BarChartProps) {
  const captionId = useId();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const slot = data.length > 0 ? WIDTH / data.length : WIDTH;
  const barWidth = Math.max(2, slot * 0.6);
  const plot = HEIGHT - AXIS - TOP;
  return (
    <figure {...rest} aria-labelledby={captionId} className={cx(styles.figure, className)}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={captionId}
        aria-describedby={`${captionId}-note`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className={styles.axis} />
        {data.map((datum, index) => {
          const height = max > 0 ? (Math.max(0, datum.value) / max) * plot : 0;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={`${datum.label}-${index}`} data-value={datum.value}>
              <rect
                x={x}
                y={HEIGHT - AXIS - height}
                width={barWidth}
                height={height}
                className={styles.bar}
              />
              <text x={index * slot + slot / 2} y={HEIGHT - 8} className={styles.label}>
                {datum.shortLabel ?? datum.label}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={`${captionId}-note`} className={styles.note}>
        {max > 0 ? `Highest: ${formatValue(max)}.` : 'Every value is zero or below.'} The numbers are in the
        table below.
      </p>
      <details className={styles.details}>
        <summary>{tableSummary}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col" className={styles.number}>
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={`${datum.label}-${index}`}>
                <th scope="row">{datum.label}</th>
                <td className={styles.number}>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
