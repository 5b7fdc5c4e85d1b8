import {
  formatUsd,
  formatYearlyPrice,
  keptPriceNote,
  MAX_CREDITS_PER_LINE,
  TIER_KEYS,
  tierLabel,
  type CartItem,
  type CreditCartItem,
  type SubscriptionCartItem,
  type TierKey,
} from '@firm/domain';
import { Alert, Button, Select, VisuallyHidden } from '@firm/ui';
import { api } from '../../lib/api';
import { cartErrorMessage, useCartChange } from '../../data/cart';
import styles from './checkout.module.css';

/** One line of the cart: a report type at a licence tier, or consultation credits (issue 43). */
export function CartLine({ line }: { line: CartItem }) {
  return line.kind === 'subscription' ? <SubscriptionLine line={line} /> : <CreditsLine line={line} />;
}

const CREDIT_QUANTITIES = Array.from({ length: MAX_CREDITS_PER_LINE }, (_, index) => {
  const quantity = String(index + 1);
  return { value: quantity, label: quantity };
});

/**
 * The consultation credits line (issue 43): its picture, name, price (each and together), how many (1 to 10) and
 * remove. Each change answers the whole cart.
 */
function CreditsLine({ line }: { line: CreditCartItem }) {
  const change = useCartChange((quantity: number) => api.changeCartCredits(line.id, { quantity }));
  const remove = useCartChange(() => api.removeCartItem(line.id));
  const busy = change.isPending || remove.isPending;
  const failure = change.error ?? remove.error;
  const note = keptPriceNote(line);

  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <img src={line.image} alt="" width={64} height={64} className={styles.image} />
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{line.name}</h3>
        <p className={styles.price}>
          {formatUsd(line.report_price)}
          {line.quantity > 1 ? ` (${formatUsd(line.unit_price)} each)` : null}
        </p>
        <p className={styles.priceNote}>Each credit books one 60-minute session with an analyst.</p>
        {note ? <p className={styles.priceNote}>{note}</p> : null}
        {failure ? <Alert tone="error">{cartErrorMessage(failure)}</Alert> : null}
      </div>
      <div className={styles.lineControls}>
        <Select
          label={
            <>
              Credits<VisuallyHidden> of {line.name}</VisuallyHidden>
            </>
          }
          options={CREDIT_QUANTITIES}
          value={String(line.quantity)}
          disabled={busy}
          onChange={(event) => change.mutate(Number(event.target.value))}
        />
        <Button variant="secondary" onClick={() => remove.mutate(undefined)} disabled={busy}>
          Remove<VisuallyHidden> {line.name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

/**
 * One report type of the cart (SPEC §2): the type's picture, name and yearly price, the tier selector (SINGLE
 * USER, UP TO 3 USER'S, ENTERPRISE) and remove. Each change answers the whole cart, which replaces the shown one.
 */
function SubscriptionLine({ line }: { line: SubscriptionCartItem }) {
  const change = useCartChange((tier: TierKey) =>
    api.changeCartItem(line.id, { selected_subscription: tier }),
  );
  const remove = useCartChange(() => api.removeCartItem(line.id));
  const name = line.report_types.report_type_name;
  const busy = change.isPending || remove.isPending;
  const failure = change.error ?? remove.error;
  const note = keptPriceNote(line);

  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <img src={line.report_type_image} alt="" width={64} height={64} className={styles.image} />
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{name}</h3>
        <p className={styles.price}>{formatYearlyPrice(line.report_price)}</p>
        {note ? <p className={styles.priceNote}>{note}</p> : null}
        {failure ? <Alert tone="error">{cartErrorMessage(failure)}</Alert> : null}
      </div>
      <div className={styles.lineControls}>
        <Select
          label={
            <>
              Licence<VisuallyHidden> for {name}</VisuallyHidden>
            </>
          }
          options={TIER_KEYS.filter((key) => line.subscription_list[key] !== undefined).map((key) => ({
            value: key,
            label: tierLabel(key),
          }))}
          value={line.selected_subscription}
          disabled={busy}
          onChange={(event) => change.mutate(event.target.value as TierKey)}
        />
        <Button variant="secondary" onClick={() => remove.mutate(undefined)} disabled={busy}>
          Remove<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}
