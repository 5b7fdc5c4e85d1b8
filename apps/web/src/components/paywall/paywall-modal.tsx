import {
  formatYearlyPrice,
  TIER_KEYS,
  type LibraryReport,
  type ReportType,
  type TierKey,
} from '@firm/domain';
import { Accordion, Alert, Button, Modal } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAddToCart, useCart } from '../../data/cart';
import { reportTypeDescriptionsQueryOptions } from '../../data/report-types';
import { findReportType, planRows, suggestedPairings } from '../../lib/report-types';
import { useSession } from '../../data/session';
import { ResultsLoading } from '../report-results/report-results';
import styles from './paywall.module.css';
import { SUBSCRIBE_LABELS, subscribeState } from './subscribe-state';

export interface PaywallModalProps {
  report: Pick<LibraryReport, 'report_name' | 'report_type' | 'report_type_name'> | null;
  open: boolean;
  onClose: () => void;
  reportTypes: readonly ReportType[];
  /** The catalogue (with the prices) is still on its way. */
  plansLoading: boolean;
  /** The report types the organisation subscribes to (SPEC §3 report_access). */
  reportAccess: readonly number[];
}

const FIRST_TIER: TierKey = TIER_KEYS[0];

/**
 * SPEC §4/§9 paywall: the yearly plans of the report's type (single user, up to 3 users, enterprise with no limits
 * and a monthly call) to choose from, the subscribe button (SUBSCRIBED, IN CART or SUBSCRIBE NOW, which adds the
 * type at the chosen plan to the cart, or goes to /login without a session), and the Suggested Paring accordion of
 * the other types of the same commodity. Its backdrop is static: only Close and Escape dismiss it. A visitor (the
 * public archive) has no organisation yet: the paywall asks them to sign in or subscribe.
 */
export function PaywallModal({
  report,
  open,
  onClose,
  reportTypes,
  plansLoading,
  reportAccess,
}: PaywallModalProps) {
  const { signedIn } = useSession();
  const descriptions = useQuery({ ...reportTypeDescriptionsQueryOptions(), enabled: open });
  const cart = useCart();
  const addToCart = useAddToCart();
  // The plan chosen for a report type; another type starts from the first plan again.
  const [choice, setChoice] = useState<{ reportTypeId: number | undefined; tier: TierKey }>({
    reportTypeId: undefined,
    tier: FIRST_TIER,
  });
  const reportTypeId = report?.report_type;
  const tier = choice.reportTypeId === reportTypeId ? choice.tier : FIRST_TIER;
  const setTier = (next: TierKey) => setChoice({ reportTypeId, tier: next });

  const type = report ? findReportType(reportTypes, report.report_type) : undefined;
  const state = report ? subscribeState(report.report_type, reportAccess, cart.typeIds) : 'subscribe';
  const describe = (candidate: ReportType) =>
    descriptions.data?.find((entry) => entry.report_type === candidate.id)?.description ?? candidate.title;
  const pairings = report ? suggestedPairings(reportTypes, report.report_type) : [];
  const refusal = report && addToCart.reportTypeId === report.report_type ? addToCart.error : null;

  return (
    <Modal
      open={open && report !== null}
      onClose={onClose}
      staticBackdrop
      size="large"
      title={`Subscribe to ${report?.report_type_name ?? 'this report'}`}
      footer={
        <div className={styles.footer}>
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          {state === 'in-cart' ? (
            <Link to="/checkout" className={styles.checkoutLink}>
              Go to checkout
            </Link>
          ) : null}
          <Button
            onClick={() => report && addToCart.add(report.report_type, tier)}
            disabled={state !== 'subscribe' || !type}
            aria-busy={addToCart.pending || undefined}
          >
            {SUBSCRIBE_LABELS[state]}
          </Button>
        </div>
      }
    >
      {report && signedIn ? (
        <p>
          Your organisation does not subscribe to the {report.report_type_name}. Choose a yearly plan to read{' '}
          <strong>{report.report_name}</strong> and every other report of this type.
        </p>
      ) : report ? (
        <p>
          <Link to="/login" className={styles.signInLink}>
            Sign in
          </Link>{' '}
          to read <strong>{report.report_name}</strong>, or subscribe to the {report.report_type_name}: choose
          a yearly plan below.
        </p>
      ) : null}
      {type ? (
        <fieldset className={styles.planChoice} disabled={state !== 'subscribe'}>
          <legend className={styles.legend}>Yearly plans</legend>
          <ul className={styles.plans}>
            {planRows(type).map((plan) => (
              <li key={plan.key}>
                <label className={styles.plan}>
                  <input
                    type="radio"
                    name="paywall-plan"
                    value={plan.key}
                    checked={tier === plan.key}
                    onChange={() => setTier(plan.key)}
                    className={styles.planInput}
                  />
                  <span className={styles.planName}>{plan.label}</span>
                  <span className={styles.planPrice}>{formatYearlyPrice(plan.price)}</span>
                  {plan.note ? <span className={styles.planNote}>{plan.note}</span> : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : plansLoading ? (
        <ResultsLoading label="Loading the plans" />
      ) : null}
      {pairings.length > 0 ? (
        <section aria-labelledby="suggested-paring-title" className={styles.pairing}>
          <h3 id="suggested-paring-title" className={styles.pairingTitle}>
            Suggested Paring
          </h3>
          <Accordion
            // Another report type starts with every section closed.
            key={report?.report_type}
            headingLevel={4}
            items={pairings.map((pairing) => ({
              id: String(pairing.id),
              title: pairing.report_type_name,
              content: <p>{describe(pairing)}</p>,
            }))}
          />
        </section>
      ) : null}
    </Modal>
  );
}
