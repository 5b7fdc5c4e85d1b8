import { managesTeam, TIER_KEYS, tierLabel, type ReportType, type TierKey } from '@firm/domain';
import { Alert, Button, buttonClassName, Select, VisuallyHidden } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SUBSCRIBE_LABELS, subscribeState, upgradeTiers } from '../../components/paywall/subscribe-state';
import { useAddToCart, useCart } from '../../data/cart';
import { useProfile } from '../../data/profile';
import { useReportAccess } from '../../data/library';
import { useRunningTiers } from '../../data/subscriptions';
import styles from './catalogue.module.css';
import { AskForSeat } from '../../components/client-report-card/ask-for-seat';

/**
 * The signed-in reader's cart, access, role and running subscriptions, and the way to add to the cart: read once for
 * the catalogue page and handed to each of its subscribe buttons, rather than subscribed to by every one of them.
 */
export function useCatalogueBuyer() {
  const { typeIds: cartTypeIds } = useCart();
  const { reportAccess, organisationAccess } = useReportAccess();
  const { profile } = useProfile();
  return {
    cartTypeIds,
    reportAccess,
    organisationAccess,
    /** Only an owner or admin changes a licence: for anyone else no upgrade is offered. */
    changesLicences: profile !== undefined && managesTeam(profile.role),
    runningTiers: useRunningTiers(),
    addToCart: useAddToCart(),
  };
}

/** Who is buying, as every subscribe button of the catalogue reads it. */
export type CatalogueBuyer = ReturnType<typeof useCatalogueBuyer>;

/**
 * SPEC §4 subscribe button of a report type in the catalogue, with the licence to buy: SUBSCRIBED when the
 * organisation has it, IN CART when it is in the cart (with a way to checkout), otherwise SUBSCRIBE NOW, which adds
 * it to the cart (or goes to /login without a session). A refusal shows the server's message. A type the
 * organisation runs without a seat for the user says to ask the administrator for one (issue 15). A type the
 * organisation runs at a tier below one it is sold at offers an owner or admin an UPGRADE: a link to the billing
 * view, where the licence changes, prorated to the days left (issue 17); the cart sells no type the organisation
 * runs.
 */
export function SubscribeForm({ type, buyer }: { type: ReportType; buyer: CatalogueBuyer }) {
  const { reportAccess, addToCart } = buyer;
  const runningTier = buyer.runningTiers.get(type.id);
  const upgrades = buyer.changesLicences ? upgradeTiers(runningTier, (key) => type[key] !== null) : [];
  const [tier, setTier] = useState<TierKey>(TIER_KEYS[0]);
  const state = subscribeState(type.id, reportAccess, buyer.cartTypeIds, buyer.organisationAccess, upgrades);
  const refusal = addToCart.reportTypeId === type.id ? addToCart.error : null;
  const name = type.report_type_name;
  const askForSeat = <AskForSeat subject={`on ${name}`} className={styles.askForSeat} />;

  // The organisation runs this type already: a seat is what is missing, and the administrator gives it.
  if (state === 'ask-for-seat') return askForSeat;

  if (state === 'upgrade') {
    const upgrade = (
      <div className={styles.subscribe}>
        <Link to="/client/profile/billing" className={buttonClassName('primary')}>
          {SUBSCRIBE_LABELS.upgrade}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Link>
      </div>
    );
    // Without a seat, the upgrade is offered beside the way to a seat.
    if (reportAccess.includes(type.id)) return upgrade;
    return (
      <>
        {askForSeat}
        {upgrade}
      </>
    );
  }

  return (
    <form
      className={styles.subscribe}
      onSubmit={(event) => {
        event.preventDefault();
        addToCart.add(type.id, tier);
      }}
    >
      {state === 'subscribe' ? (
        <Select
          label={
            <>
              Licence<VisuallyHidden> for {name}</VisuallyHidden>
            </>
          }
          options={TIER_KEYS.filter((key) => type[key] !== null).map((key) => ({
            value: key,
            label: tierLabel(key),
          }))}
          value={tier}
          onChange={(event) => setTier(event.target.value as TierKey)}
        />
      ) : null}
      <Button
        type="submit"
        disabled={state !== 'subscribe'}
        aria-busy={(addToCart.pending && addToCart.reportTypeId === type.id) || undefined}
      >
        {SUBSCRIBE_LABELS[state]}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {state === 'in-cart' ? (
        <Link to="/checkout" className={styles.checkoutLink}>
          Go to checkout
        </Link>
      ) : null}
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
    </form>
  );
}
