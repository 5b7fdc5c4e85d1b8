import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './FieldError.module.css';

export interface FieldErrorProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'id' | 'children'> {
  /** Referenced by the field's aria-describedby. */
  id: string;
  children?: ReactNode;
}

function isEmpty(children: ReactNode): boolean {
  return children === undefined || children === null || children === false || children === '';
}

/** The message under a field that failed validation; renders nothing without a message. */
export function FieldError({ id, children, className, ...rest }: FieldErrorProps) {
  if (isEmpty(children)) return null;
  return (
    <p id={id} className={cx(styles.error, className)} {...rest}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <rect x="7" y="3.5" width="2" height="6" rx="1" fill="#fff" />
        <circle cx="8" cy="12" r="1.1" fill="#fff" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
