import { canAddToCart, formatYearlyPrice, type LibraryReport, type ReportType } from '@firm/domain';
import { Accordion, Button, Modal } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { session } from '../../lib/api';
import { logFailure } from '../../lib/log-failure';
import { reportTypeDescriptionsQueryOptions } from '../../lib/report-type-queries';
import { findReportType, planRows, suggestedPairings } from '../../lib/report-types';
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
  reportAccess: readonly number[];
  cartTypeIds: readonly number[];
}

/**
 * SPEC §4/§9 paywall: the yearly plans of the report's type (single user, up to 3 users, enterprise with no limits
 * and a monthly call), the subscribe button, and the Suggested Paring accordion of the other types of the same
 * commodity. Its backdrop is static: only Close and Escape dismiss it.
 */
export function PaywallModal({
  report,
  open,
  onClose,
  reportTypes,
  plansLoading,
  reportAccess,
  cartTypeIds,
}: PaywallModalProps) {
  const navigate = useNavigate();
  const descriptions = useQuery({ ...reportTypeDescriptionsQueryOptions(), enabled: open });
  useEffect(() => {
    if (descriptions.error) logFailure('Loading the report type descriptions', descriptions.error);
  }, [descriptions.error]);

  const type = report ? findReportType(reportTypes, report.report_type) : undefined;
  const state = report ? subscribeState(report.report_type, reportAccess, cartTypeIds) : 'subscribe';
  const describe = (candidate: ReportType) =>
    descriptions.data?.find((entry) => entry.report_type === candidate.id)?.description ?? candidate.title;
  const pairings = report ? suggestedPairings(reportTypes, report.report_type) : [];

  const subscribe = () => {
    onClose();
    // SPEC §5/§6: subscribing needs a stored session; buying happens in the catalogue.
    void navigate({ to: canAddToCart(session.read()) ? '/reports' : '/login' });
  };

  return (
    <Modal
      open={open && report !== null}
      onClose={onClose}
      staticBackdrop
      size="large"
      title={`Subscribe to ${report?.report_type_name ?? 'this report'}`}
      footer={
        <Button onClick={subscribe} disabled={state !== 'subscribe'}>
          {SUBSCRIBE_LABELS[state]}
        </Button>
      }
    >
      {report ? (
        <p>
          Your organisation does not subscribe to the {report.report_type_name}. Choose a yearly plan to read{' '}
          <strong>{report.report_name}</strong> and every other report of this type.
        </p>
      ) : null}
      {type ? (
        <ul className={styles.plans} aria-label="Yearly plans">
          {planRows(type).map((plan) => (
            <li key={plan.key} className={styles.plan}>
              <span className={styles.planName}>{plan.label}</span>
              <span className={styles.planPrice}>{formatYearlyPrice(plan.price)}</span>
              {plan.note ? <span className={styles.planNote}>{plan.note}</span> : null}
            </li>
          ))}
        </ul>
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
