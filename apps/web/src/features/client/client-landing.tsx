import { formatReportDate, formatSubscriptionDate, formatUsd, isNewSince, tierLabel } from '@firm/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LibraryReportCard } from '../../components/client-report-card/library-report-card';
import { ReportCardList } from '../../components/report-results/report-results';
import { useCart } from '../../data/cart';
import { useSession } from '../../data/session';
import styles from './client-landing.module.css';
import { NEWEST_BOOKMARKS, newestBookmarksQueryOptions } from '../../data/bookmarks';
import { lastVisitQueryOptions } from '../../data/last-visit';
import { newestReportsQueryOptions } from '../../data/library';
import { subscriptionsQueryOptions } from '../../data/subscriptions';
import { LandingSection } from './landing-section';

const NO_ACTION = () => undefined;
const NO_TYPES: readonly number[] = [];

/**
 * /client: where a client lands after signing in (SPEC §4). A welcome, then the organisation's subscriptions with
 * their end dates, the newest reports it can open, the newest bookmarks and the cart, each section loading (and
 * failing) on its own, each with a link to the page that holds the whole of it.
 */
export function ClientLanding() {
  const { userName } = useSession();
  return (
    <div className={styles.landing}>
      <header className={styles.welcome}>
        <h1 id="client-title" className={styles.title}>
          Welcome back{userName ? `, ${userName}` : ''}
        </h1>
        <p className={styles.muted}>
          Your organisation&apos;s subscriptions, newest reports, bookmarks and cart.
        </p>
      </header>
      <div className={styles.grid}>
        <Subscriptions />
        <NewestReports />
        <Bookmarks />
        <Cart />
      </div>
    </div>
  );
}

function Subscriptions() {
  const query = useQuery(subscriptionsQueryOptions());
  const subscriptions = query.data?.data ?? [];
  return (
    <LandingSection
      title="Your subscriptions"
      what="your subscriptions"
      pending={query.isPending}
      failed={query.isError}
      more={<Link to="/reports">Browse the report catalogue</Link>}
    >
      {subscriptions.length === 0 ? (
        <p className={styles.muted}>Your organisation does not subscribe to any report yet.</p>
      ) : (
        <ul className={styles.subscriptions}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className={styles.subscription}>
              <p className={styles.itemName}>{subscription.report_type_name}</p>
              <p className={styles.itemMeta}>{tierLabel(subscription.tier)}</p>
              <p className={styles.itemMeta}>
                <span className={subscription.status === 'active' ? styles.stateActive : styles.stateExpired}>
                  {subscription.status === 'active' ? 'Active' : 'Expired'}
                </span>{' '}
                {subscription.status === 'active' ? 'until' : 'since'}{' '}
                <time dateTime={subscription.ends_at.slice(0, 10)}>
                  {formatSubscriptionDate(subscription.ends_at)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}

function NewestReports() {
  const query = useQuery(newestReportsQueryOptions());
  const { id } = useSession();
  const lastVisit = useQuery(lastVisitQueryOptions(id));
  const reports = query.data?.reports ?? [];
  const newCount = reports.filter((report) => isNewSince(report.added_at, lastVisit.data)).length;
  return (
    <LandingSection
      title="Newest reports"
      what="the newest reports"
      pending={query.isPending}
      failed={query.isError}
      more={<Link to="/client/report-library">All reports in the Report Library</Link>}
    >
      {newCount > 0 ? (
        <p className={styles.muted}>
          New since your last visit: {newCount === 1 ? '1 report' : `${newCount} reports`}.
        </p>
      ) : null}
      {reports.length === 0 ? (
        <p className={styles.muted}>No report of your subscriptions to open yet.</p>
      ) : (
        <ReportCardList aria-label="Newest reports">
          {reports.map((report) => (
            <LibraryReportCard
              key={report.id}
              report={report}
              reportAccess={query.data?.reportAccess ?? []}
              // Only reports the user may open are listed here: SUMMARY, PURCHASE and 'ask for a seat' never show.
              organisationAccess={NO_TYPES}
              searching={false}
              onSummary={NO_ACTION}
              onPurchase={NO_ACTION}
              headingLevel={3}
              previousVisitAt={lastVisit.data}
            />
          ))}
        </ReportCardList>
      )}
    </LandingSection>
  );
}

function Bookmarks() {
  const query = useQuery(newestBookmarksQueryOptions());
  const bookmarks = query.data?.data.slice(0, NEWEST_BOOKMARKS) ?? [];
  const count = query.data?.count ?? 0;
  return (
    <LandingSection
      title="Bookmarks"
      what="your bookmarks"
      pending={query.isPending}
      failed={query.isError}
      more={
        count > 0 ? (
          <Link to="/client/bookmarks">{count === 1 ? 'Your bookmark' : `All ${count} bookmarks`}</Link>
        ) : null
      }
    >
      {bookmarks.length === 0 ? (
        <p className={styles.muted}>
          No bookmarks yet: bookmark a report in the <Link to="/client/report-library">Report Library</Link>{' '}
          to find it here.
        </p>
      ) : (
        <ul className={styles.bookmarks} aria-label="Newest bookmarks">
          {bookmarks.map((bookmark) => (
            <li key={bookmark.id} className={styles.bookmark}>
              <p className={styles.itemMeta}>{bookmark.report_type_name}</p>
              <p className={styles.itemName}>{bookmark.report_name}</p>
              <p className={styles.itemMeta}>
                <span className="visually-hidden">Published </span>
                {formatReportDate(bookmark.published_at, 'bookmarks')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}

function Cart() {
  const cart = useCart();
  return (
    <LandingSection
      title="Cart"
      what="your cart"
      pending={cart.isPending}
      failed={cart.isError}
      more={
        cart.count > 0 ? (
          <Link to="/checkout">Go to checkout</Link>
        ) : (
          <Link to="/reports">Browse the report catalogue</Link>
        )
      }
    >
      {cart.count === 0 ? (
        <p className={styles.muted}>Your cart is empty.</p>
      ) : (
        <p>
          <strong>{cart.count === 1 ? '1 report type' : `${cart.count} report types`}</strong>, total{' '}
          <strong>{formatUsd(cart.cart?.total_cart_value ?? 0)}</strong>
        </p>
      )}
    </LandingSection>
  );
}
