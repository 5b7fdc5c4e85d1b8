import { formatEventTime, formatUsd, type AdminOverview } from '@firm/domain';
import { Alert, BarChart, Spinner, Table } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { overviewQueryOptions, summaryQueryOptions } from '../../data/overview';
import { staffMeQueryOptions } from '../../data/staff';
import { errorMessage } from '../../lib/error-message';
import { monthLabel, monthShortLabel } from './month-label';
import styles from './overview.module.css';

const money = (dollars: number) => formatUsd(dollars, 'cents');

type RevenueMonth = AdminOverview['revenue_by_month'][number];

/** What a month's revenue was paid for: each kind the API names, and subscriptions as the rest. */
const REVENUE_KINDS: { label: string; of: (month: RevenueMonth) => number }[] = [
  {
    label: 'Subscriptions (with renewals, upgrades and late fees)',
    of: (month) => month.amount - month.consultations - month.courses - month.single_reports,
  },
  { label: 'Consultations (sessions and credits)', of: (month) => month.consultations },
  { label: 'Course seats', of: (month) => month.courses },
  { label: 'Single archived reports', of: (month) => month.single_reports },
];

/** Each kind's revenue over the 12 months and in this month, in cents summed so no fraction of a cent creeps in. */
function revenueByKind(months: readonly RevenueMonth[]) {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const latest = months.at(-1);
  return REVENUE_KINDS.map(({ label, of }) => ({
    label,
    year: months.reduce((sum, month) => sum + cents(of(month)), 0) / 100,
    month: latest ? cents(of(latest)) / 100 : 0,
  }));
}

/** The back office's first page: head counts, revenue, subscriptions, invoices, new inquiries, latest orders. */
export function OverviewPage() {
  return (
    <div className={styles.page}>
      <title>Admin dashboard | Back office</title>
      <h1>Admin dashboard</h1>
      <HeadCounts />
      <OverviewFigures />
    </div>
  );
}

/** Each part of the page loads and fails on its own: the head counts stay when the figures cannot be had. */
function OverviewFigures() {
  const query = useQuery(overviewQueryOptions());
  // Finance reads the overview but not the inbox: the count without a link it could not follow.
  const readsInbox = useQuery(staffMeQueryOptions()).data?.reads.includes('inquiries') ?? false;
  if (query.isPending) return <Spinner label="Loading the overview" />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, 'The overview could not be loaded. Please try again.')}
      </Alert>
    );
  }
  const overview = query.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="revenue-heading">
        <h2 id="revenue-heading">Revenue</h2>
        <BarChart
          caption="Paid orders of the last 12 months"
          data={overview.revenue_by_month.map((month) => ({
            label: monthLabel(month.month),
            shortLabel: monthShortLabel(month.month),
            value: month.amount,
          }))}
          formatValue={money}
          labelHeader="Month"
          valueHeader="Revenue"
        />
        <Table
          caption="Revenue by kind of sale"
          columns={[
            { key: 'kind', header: 'Sold', cell: (row) => row.label, rowHeader: true },
            { key: 'year', header: 'Last 12 months', cell: (row) => money(row.year), align: 'end' },
            { key: 'month', header: 'This month', cell: (row) => money(row.month), align: 'end' },
          ]}
          rows={revenueByKind(overview.revenue_by_month)}
          rowKey={(row) => row.label}
        />
      </section>
      <Invoices invoices={overview.invoices} newInquiries={overview.new_inquiries} readsInbox={readsInbox} />
      <section className={styles.section} aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">Subscriptions</h2>
        <Table
          caption="Running subscriptions and their yearly value by report type"
          columns={[
            { key: 'name', header: 'Report type', cell: (row) => row.name, rowHeader: true },
            { key: 'active', header: 'Subscriptions', cell: (row) => row.active, align: 'end' },
            { key: 'value', header: 'Yearly value', cell: (row) => money(row.yearly_value), align: 'end' },
          ]}
          rows={overview.subscriptions_by_type}
          rowKey={(row) => row.report_type_id}
          emptyMessage="No report type has a running subscription."
        />
      </section>
      <section className={styles.section} aria-labelledby="orders-heading">
        <h2 id="orders-heading">Latest orders</h2>
        <Table
          caption="The latest orders, newest first"
          hideCaption
          columns={[
            { key: 'date', header: 'Placed', cell: (row) => formatEventTime(row.created_at) },
            { key: 'organisation', header: 'Organisation', cell: (row) => row.organisation, rowHeader: true },
            { key: 'amount', header: 'Amount', cell: (row) => money(row.amount), align: 'end' },
            { key: 'method', header: 'Payment', cell: (row) => row.method },
            { key: 'status', header: 'Status', cell: (row) => row.status },
          ]}
          rows={overview.latest_orders}
          rowKey={(row) => row.id}
          emptyMessage="No orders yet."
        />
      </section>
    </>
  );
}

function HeadCounts() {
  const summary = useQuery(summaryQueryOptions());
  if (summary.isPending) return <Spinner label="Loading the head counts" />;
  if (summary.isError) {
    return (
      <Alert tone="error">
        {errorMessage(summary.error, 'The head counts could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>Client organisations</dt>
        <dd>{summary.data.tenants}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Client users</dt>
        <dd>{summary.data.clients}</dd>
      </div>
    </dl>
  );
}

function Invoices({
  invoices,
  newInquiries,
  readsInbox,
}: {
  invoices: AdminOverview['invoices'];
  newInquiries: number;
  readsInbox: boolean;
}) {
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>Open invoices</dt>
        <dd>
          {invoices.open} <span className={styles.muted}>({money(invoices.open_amount)})</span>
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>Overdue invoices</dt>
        <dd>
          {invoices.overdue} <span className={styles.muted}>({money(invoices.overdue_amount)})</span>
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>New inquiries</dt>
        <dd>
          {readsInbox ? (
            <Link to="/inquiries" search={{ state: 'new' }}>
              {newInquiries}
              <span className="visually-hidden"> new inquiries: open the inbox</span>
            </Link>
          ) : (
            newInquiries
          )}
        </dd>
      </div>
    </dl>
  );
}
