import { formatYearlyPrice, TIER_KEYS, tierLabel, type ReportType } from '@firm/domain';
import styles from './catalogue.module.css';

/** The yearly price of each licence tier (SPEC §3 labels, USD without decimals, per YEAR). */
export function PriceList({ type }: { type: ReportType }) {
  return (
    <dl className={styles.prices}>
      {TIER_KEYS.map((key) => {
        const price = type[key];
        if (price === null) return null;
        return (
          <div key={key} className={styles.price}>
            <dt>{tierLabel(key)}</dt>
            <dd>{formatYearlyPrice(price)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
