import styles from './catalogue.module.css';

/** The /reports banner; shown while the catalogue loads and when it fails too. */
export function CatalogueBanner() {
  return (
    <section className={styles.banner} aria-labelledby="catalogue-title">
      <div className={styles.bannerInner}>
        <h1 id="catalogue-title">Premium Reports</h1>
        <p>
          Weekly round-ups and in-depth studies of coffee, cocoa, sugar, cotton and orange juice, written by
          analysts who have followed these markets for over 40 years. Subscribe yearly for one reader, a team
          of three or your whole enterprise.
        </p>
      </div>
    </section>
  );
}
