import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './AppBar.module.css';

export interface AppBarProps extends HTMLAttributes<HTMLElement> {
  /** The firm's name or logo, usually a link home. */
  brand: ReactNode;
  /** The right-hand side: who is signed in, sign-out. */
  children?: ReactNode;
}

/** The dark top bar of the signed-in areas (client portal, admin dashboard): a `<header>` landmark. */
export function AppBar({ brand, children, className, ...rest }: AppBarProps) {
  return (
    <header {...rest} className={cx(styles.bar, className)}>
      <div className={styles.brand}>{brand}</div>
      {children ? <div className={styles.end}>{children}</div> : null}
    </header>
  );
}
