import { formatUsd, formatYearlyPrice } from '@firm/domain';
import { Button, VisuallyHidden } from '@firm/ui';
import styles from './checkout.module.css';

/** SPEC §2: three static offers; their ADD buttons do nothing yet, so they are shown as not available. */
const OFFERS = [
  { name: '60 Min Consultation', price: formatUsd(900) },
  { name: 'Softs Weekly Round Up', price: formatYearlyPrice(3950) },
  { name: 'Coffee In-Depth Report', price: formatYearlyPrice(4500) },
];

export function ClientsAlsoLove() {
  return (
    <section aria-labelledby="clients-also-love" className={styles.offers}>
      <h2 id="clients-also-love" className={styles.offersTitle}>
        Clients Also Love
      </h2>
      <ul className={styles.offerList}>
        {OFFERS.map((offer) => (
          <li key={offer.name} className={styles.offer}>
            <span className={styles.offerName}>{offer.name}</span>
            <span className={styles.offerPrice}>{offer.price}</span>
            <Button variant="secondary" disabled>
              ADD<VisuallyHidden> {offer.name}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
