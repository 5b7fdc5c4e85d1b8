import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  ref?: Ref<HTMLSpanElement>;
}

/** Text for screen readers only: hidden from sight, kept in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx(styles.visuallyHidden, className)} {...rest} />;
}
