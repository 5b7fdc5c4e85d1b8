import type { ReactNode } from 'react';
import { LaterStage } from '../../lib/render-stages';
import styles from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page: skip link, header, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <LaterStage stage={1}>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </LaterStage>
      <LaterStage stage={2}>
        <SiteFooter />
      </LaterStage>
    </div>
  );
}
