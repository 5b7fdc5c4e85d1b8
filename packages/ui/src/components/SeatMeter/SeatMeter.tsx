import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import styles from './SeatMeter.module.css';

export interface SeatMeterProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Seats held (and reserved). */
  used: number;
  /** The licence's seats; null when it has no limit. */
  total: number | null;
  /** Names the meter for screen readers, e.g. 'Seats on Coffee Weekly Report'. Defaults to 'Seats'. */
  label?: string;
}

/** 'n of 3 seats used', or 'n seats used' (or 'n seat used') without a limit. */
export function seatMeterText(used: number, total: number | null): string {
  if (total === null) return `${used} ${used === 1 ? 'seat' : 'seats'} used`;
  return `${used} of ${total} ${total === 1 ? 'seat' : 'seats'} used`;
}

/**
 * How many of a licence's seats are taken: 'n of 3 seats used' over a bar that fills up. With a limit it is a
 * meter (`role="meter"`, its value read as the same words); without one ('n seats used') there is no range to
 * measure, so it is only the text. A full licence says 'full' to the eye by the bar's colour, and to everyone by
 * the words.
 */
export function SeatMeter({ used, total, label = 'Seats', className, style, ...rest }: SeatMeterProps) {
  const text = seatMeterText(used, total);
  if (total === null) {
    return (
      <span {...rest} style={style} className={cx(styles.meter, className)}>
        <span className={styles.text}>{text}</span>
      </span>
    );
  }
  const full = used >= total;
  const fill: CSSProperties = { width: `${total > 0 ? Math.min(100, (used / total) * 100) : 100}%` };
  return (
    // The meter's children are presentational: its name and value text are what is read.
    <span
      {...rest}
      style={style}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={Math.min(used, total)}
      aria-valuetext={text}
      data-full={full || undefined}
      className={cx(styles.meter, className)}
    >
      <span className={styles.text}>{text}</span>
      <span className={styles.track}>
        <span className={cx(styles.fill, full && styles.full)} style={fill} />
      </span>
    </span>
  );
}
