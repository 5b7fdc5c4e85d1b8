import { CREDIT_OFFER_NAME, formatUsd, formatYearlyPrice, consultationCreditCents } from '@firm/domain';
import { Alert, Button, VisuallyHidden } from '@firm/ui';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { useCartChange } from '../../data/cart';
import { failureMessage } from '../../lib/failure-message';
import styles from './checkout.module.css';

/** SPEC §2: two static offers whose ADD buttons do nothing yet, so they are shown as not available. */
const STATIC_OFFERS = [
  { name: 'Softs Weekly Round Up', price: formatYearlyPrice(3950) },
  { name: 'Coffee In-Depth Report', price: formatYearlyPrice(4500) },
];

/**
 * SPEC §2 'Clients Also Love': the 60-minute consultation's ADD puts a consultation credit into the cart (issue
 * 43); the answer is the whole cart, which replaces the shown one. A visitor is sent to sign in and back here. The
 * other two offers are not sold from here.
 */
export function ClientsAlsoLove({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const addCredit = useCartChange(() => api.addCartCredits({ quantity: 1 }));
  const add = () => {
    if (signedIn) addCredit.mutate(undefined);
    else void navigate({ to: '/login', search: { redirect: '/checkout' } });
  };
  return (
    <section aria-labelledby="clients-also-love" className={styles.offers}>
      <h2 id="clients-also-love" className={styles.offersTitle}>
        Clients Also Love
      </h2>
      <ul className={styles.offerList}>
        <li className={styles.offer}>
          <span className={styles.offerName}>{CREDIT_OFFER_NAME}</span>
          <span className={styles.offerPrice}>{formatUsd(consultationCreditCents() / 100)}</span>
          <Button variant="secondary" busy={addCredit.isPending} onClick={add}>
            ADD<VisuallyHidden> {CREDIT_OFFER_NAME}</VisuallyHidden>
          </Button>
        </li>
        {STATIC_OFFERS.map((offer) => (
          <li key={offer.name} className={styles.offer}>
            <span className={styles.offerName}>{offer.name}</span>
            <span className={styles.offerPrice}>{offer.price}</span>
            <Button variant="secondary" disabled>
              ADD<VisuallyHidden> {offer.name}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
      {addCredit.error ? <Alert tone="error">{failureMessage(addCredit.error)}</Alert> : null}
    </section>
  );
}
