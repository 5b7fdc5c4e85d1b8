import { PageBanner } from '@firm/ui';
import styles from './catalogue.module.css';

/** The /reports banner; shown while the catalogue loads and when it fails too. */
export function CatalogueBanner() {
  return (
    <PageBanner titleId="catalogue-title" title="Premium Reports" className={styles.banner}>
      <p>
        Weekly round-ups and in-depth studies of coffee, cocoa, sugar, cotton and orange juice, written by
        analysts who have followed these markets for over 40 years. Subscribe yearly for one reader, a team of
        three or your whole enterprise.
      </p>
    </PageBanner>
  );
}
