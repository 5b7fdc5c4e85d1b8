import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Spinner.module.css';

export type SpinnerSize = 'small' | 'medium';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Read by screen readers; never shown. */
  label?: string;
  size?: SpinnerSize;
}

/** A busy indicator announced as a status; the circle itself is decoration. */
export function Spinner({ label = 'Loading', size = 'medium', className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.spinner, styles[size], className)} {...rest}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
