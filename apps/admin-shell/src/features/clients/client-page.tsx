import {
  FIRM_NAME,
  formatEventTime,
  formatSubscriptionDate,
  formatUsd,
  ORDER_KIND_LABELS,
  SUBSCRIPTION_PAYMENT_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  type AdminClient,
  type AdminClientMember,
  type AdminClientSubscription,
} from '@firm/domain';
import { ApiRequestError } from '@firm/api-client';
import { Alert, Button, Table } from '@firm/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { clientQueryOptions, grantableTypesQueryOptions, useClientChangeMutation } from '../../data/clients';
import { staffMeQueryOptions } from '../../data/staff';
import { mayRead, mayWrite } from '../../lib/access';
import { errorMessage } from '../../lib/error-message';
import {
  mayExtendGrace,
  memberStateText,
  nextActionText,
  STATE_LABELS,
  tierText,
  timelineText,
} from './client-labels';
import { BillingDetails } from './billing-details';
import { StatementSection } from './statement-section';
import { GraceDialog } from './grace-dialog';
import { ReasonDialog } from './reason-dialog';
import { SubscriptionDialog, type SubscriptionDialogMode } from './subscription-dialog';
import styles from './clients.module.css';

const route = getRouteApi('/clients/$id');

type AccessAsk =
  | { kind: 'organisation'; suspended: boolean }
  | { kind: 'user'; member: AdminClientMember; suspended: boolean }
  /** A member their organisation suspended: staff make the suspension the firm's (issue 39). */
  | { kind: 'firm-suspension'; member: AdminClientMember };

const askTitle = (ask: AccessAsk | null, clientName: string): string => {
  if (ask?.kind === 'firm-suspension') return `Make ${ask.member.name}'s suspension the firm's`;
  const verb = ask?.suspended ? 'Suspend' : 'Reactivate';
  return ask?.kind === 'user' ? `${verb} ${ask.member.name}` : `${verb} ${clientName}`;
};

const askMessage = (ask: AccessAsk | null): string => {
  if (ask?.kind === 'firm-suspension')
    return `${ask.member.name} stays suspended, now by ${FIRM_NAME}: their organisation can no longer reactivate or remove them.`;
  if (!ask?.suspended) return 'They can sign in again.';
  return ask.kind === 'user'
    ? `${ask.member.name} is signed out at once and cannot sign in until reactivated. Their organisation cannot reactivate or remove them.`
    : 'Every member is signed out at once; nobody of this organisation can sign in until it is reactivated.';
};

const seatsText = (subscription: AdminClientSubscription) =>
  `${subscription.seats_used} of ${subscription.seats ?? 'unlimited'}`;

/** One organisation: its details, members, subscriptions, orders and timeline; admins change its access. */
export function ClientPage() {
  const { id } = route.useParams();
  const { data: client } = useSuspenseQuery(clientQueryOptions(id));
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const writes = mayWrite(me, 'clients');
  const change = useClientChangeMutation(id);
  const [ask, setAsk] = useState<AccessAsk | null>(null);
  const [subscriptionMode, setSubscriptionMode] = useState<SubscriptionDialogMode | null>(null);
  const [subscriptionExtendId, setSubscriptionExtendId] = useState<string | null>(null);
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [graceOf, setGraceOf] = useState<AdminClientSubscription | null>(null);
  const types = useQuery({ ...grantableTypesQueryOptions(), enabled: writes });
  // Each member's Suspend or Reactivate button, and the member whose button takes focus once the dialog has closed.
  const memberButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterClose = useRef<string | null>(null);

  const closeAsk = () => {
    setAsk(null);
    change.reset();
  };
  // Runs after the dialog's own effect has closed it, so the page is no longer inert and the dialog, finding focus
  // placed, leaves it there.
  useEffect(() => {
    if (ask !== null || focusAfterClose.current === null) return;
    memberButtons.current.get(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [ask]);
  const failure = change.isError ? errorMessage(change.error, 'The change could not be saved.') : undefined;
  const fieldErrors = change.error instanceof ApiRequestError ? (change.error.errors ?? {}) : {};

  return (
    <div className={styles.sections}>
      <title>{`${client.name} | Clients | Back office`}</title>
      <p>
        <Link to="/clients">Back to clients</Link>
      </p>
      <h1>{client.name}</h1>
      <Details client={client} />
      {writes ? (
        <div className={styles.actions}>
          {client.status === 'suspended' ? (
            <Button onClick={() => setAsk({ kind: 'organisation', suspended: false })}>
              Reactivate organisation
            </Button>
          ) : client.status === 'active' ? (
            <Button variant="secondary" onClick={() => setAsk({ kind: 'organisation', suspended: true })}>
              Suspend organisation
            </Button>
          ) : null}
        </div>
      ) : null}

      {/* The table names its own region (its caption); the section adds none. */}
      <section className={styles.section}>
        <h2>Members</h2>
        <Table
          caption="Members"
          hideCaption
          rows={client.members}
          rowKey={(member) => member.id}
          emptyMessage="No members."
          columns={[
            { key: 'name', header: 'Name', cell: (member) => member.name },
            { key: 'email', header: 'Email', cell: (member) => member.email },
            { key: 'team-role', header: 'Team role', cell: (member) => member.role ?? 'None' },
            { key: 'status', header: 'Status', cell: (member) => memberStateText(member) },
            {
              key: 'seats',
              header: 'Seats',
              cell: (member) => (member.seats.length ? member.seats.join(', ') : 'None'),
            },
            ...(writes
              ? [
                  {
                    key: 'actions',
                    header: 'Actions',
                    cell: (member: AdminClientMember) =>
                      member.status === 'pending' ? null : (
                        <div className={styles.actions}>
                          {/* One button that changes its words, so focus stays on it when the state flips. */}
                          <Button
                            ref={(button) => {
                              if (button) memberButtons.current.set(member.id, button);
                              else memberButtons.current.delete(member.id);
                            }}
                            variant="secondary"
                            onClick={() =>
                              setAsk({ kind: 'user', member, suspended: member.status === 'active' })
                            }
                          >
                            {member.status === 'active' ? 'Suspend' : 'Reactivate'}
                            <span className="visually-hidden"> {member.name}</span>
                          </Button>
                          {/* The organisation's own suspension: staff may make it the firm's (issue 39). This
                              button goes once they have, so focus then moves to the one above. */}
                          {member.suspended_by === 'organisation' ? (
                            <Button
                              variant="secondary"
                              onClick={() => setAsk({ kind: 'firm-suspension', member })}
                            >
                              Make it the firm&apos;s suspension
                              <span className="visually-hidden"> of {member.name}</span>
                            </Button>
                          ) : null}
                        </div>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      <section className={styles.section}>
        <h2>Subscriptions</h2>
        {writes ? (
          <div className={styles.actions}>
            <Button
              disabled={!types.data}
              onClick={() => {
                change.reset();
                setSubscriptionMode({ kind: 'grant', reportTypes: types.data ?? [] });
                setSubscriptionExtendId(null);
                setSubscriptionOpen(true);
              }}
            >
              Grant a subscription
            </Button>
          </div>
        ) : null}
        <Table
          caption="Subscriptions"
          hideCaption
          rows={client.subscriptions}
          rowKey={(subscription) => subscription.id}
          emptyMessage="No subscriptions."
          columns={[
            { key: 'report-type', header: 'Report type', cell: (subscription) => subscription.report_type },
            { key: 'tier', header: 'Tier', cell: (subscription) => tierText(subscription.tier) },
            { key: 'seats-used', header: 'Seats used', cell: seatsText },
            {
              key: 'starts',
              header: 'Starts',
              cell: (subscription) => formatSubscriptionDate(subscription.starts_at),
            },
            {
              key: 'state',
              header: 'State',
              cell: (subscription) => SUBSCRIPTION_STATE_LABELS[subscription.state],
            },
            {
              key: 'paid-until',
              header: 'Paid until',
              cell: (subscription) => formatSubscriptionDate(subscription.paid_until),
            },
            {
              key: 'ends',
              header: 'Access ends',
              cell: (subscription) => formatSubscriptionDate(subscription.ends_at),
            },
            {
              key: 'payment',
              header: 'Payment',
              // A granted subscription says why beside its payment, "Complimentary".
              cell: (subscription) => (
                <>
                  {SUBSCRIPTION_PAYMENT_LABELS[subscription.payment_method]}
                  {subscription.grant_reason ? (
                    <div className={styles.muted}>{subscription.grant_reason}</div>
                  ) : null}
                </>
              ),
            },
            {
              key: 'auto-renew',
              header: 'Auto-renew',
              cell: (subscription) => (subscription.auto_renew ? 'On' : 'Off'),
            },
            { key: 'next-action', header: 'Next action', cell: nextActionText },
            ...(writes
              ? [
                  {
                    key: 'actions',
                    header: 'Actions',
                    cell: (subscription: AdminClientSubscription) => (
                      <div className={styles.actions}>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            change.reset();
                            setSubscriptionMode({
                              kind: 'extend',
                              reportType: subscription.report_type,
                              endsAt: formatSubscriptionDate(subscription.ends_at),
                            });
                            setSubscriptionExtendId(subscription.id);
                            setSubscriptionOpen(true);
                          }}
                        >
                          Extend<span className="visually-hidden"> {subscription.report_type}</span>
                        </Button>
                        {mayExtendGrace(subscription) ? (
                          <Button
                            variant="secondary"
                            onClick={() => {
                              change.reset();
                              setGraceOf(subscription);
                            }}
                          >
                            Extend grace
                            <span className="visually-hidden"> of {subscription.report_type}</span>
                          </Button>
                        ) : null}
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      <section className={styles.section}>
        <h2>Orders and invoices</h2>
        <Table
          caption="Orders and invoices"
          hideCaption
          rows={client.orders}
          rowKey={(order) => order.id}
          emptyMessage="No orders."
          columns={[
            {
              key: 'order',
              header: 'Order',
              cell: (order) => (
                <Link to="/orders/$number" params={{ number: order.number }}>
                  {order.number}
                </Link>
              ),
            },
            { key: 'kind', header: 'Kind', cell: (order) => ORDER_KIND_LABELS[order.kind] },
            { key: 'invoice', header: 'Invoice', cell: (order) => order.invoice_number ?? 'None' },
            { key: 'status', header: 'Status', cell: (order) => order.status },
            { key: 'method', header: 'Method', cell: (order) => order.method },
            { key: 'total', header: 'Total', cell: (order) => formatUsd(order.total, 'cents') },
            { key: 'placed', header: 'Placed', cell: (order) => formatEventTime(order.created_at) },
            {
              key: 'paid',
              header: 'Paid',
              cell: (order) => (order.paid_at ? formatEventTime(order.paid_at) : 'Not paid'),
            },
          ]}
        />
      </section>

      <BillingDetails clientId={id} writes={mayWrite(me, 'orders')} />
      {mayRead(me, 'orders') ? <StatementSection clientId={id} /> : null}

      <section className={styles.section} aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        {client.timeline.length === 0 ? (
          <p className={styles.muted}>Nothing has happened yet.</p>
        ) : (
          <ol className={styles.timeline}>
            {client.timeline.map((entry, index) => (
              <li key={`${entry.occurred_at}-${index}`}>
                <time dateTime={entry.occurred_at}>{formatEventTime(entry.occurred_at)}</time>:{' '}
                {timelineText(entry)}
                {entry.actor ? <span className={styles.muted}> by {entry.actor}</span> : null}
                {entry.reason ? <span className={styles.muted}> (reason: {entry.reason})</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <ReasonDialog
        open={ask !== null}
        title={askTitle(ask, client.name)}
        confirmLabel={
          ask?.kind === 'firm-suspension' ? "Make it the firm's" : ask?.suspended ? 'Suspend' : 'Reactivate'
        }
        // The member is suspended already: taking the suspension over signs nobody out.
        destructive={ask?.kind !== 'firm-suspension' && (ask?.suspended ?? false)}
        busy={change.isPending}
        error={failure}
        onCancel={closeAsk}
        onConfirm={(reason) => {
          if (!ask) return;
          if (ask.kind === 'firm-suspension') {
            change.mutate(
              { kind: 'user', userId: ask.member.id, suspended: true, reason },
              {
                onSuccess: () => {
                  focusAfterClose.current = ask.member.id;
                  closeAsk();
                },
              },
            );
            return;
          }
          change.mutate(
            ask.kind === 'user'
              ? { kind: 'user', userId: ask.member.id, suspended: ask.suspended, reason }
              : { kind: 'organisation', suspended: ask.suspended, reason },
            { onSuccess: closeAsk },
          );
        }}
      >
        {askMessage(ask)}
      </ReasonDialog>
      <SubscriptionDialog
        mode={subscriptionMode}
        open={subscriptionOpen}
        busy={change.isPending}
        error={failure ? { message: failure, fields: fieldErrors } : undefined}
        onClose={() => {
          setSubscriptionOpen(false);
          change.reset();
        }}
        onGrant={(body) =>
          change.mutate({ kind: 'grant', body }, { onSuccess: () => setSubscriptionOpen(false) })
        }
        onExtend={(body) => {
          if (!subscriptionExtendId) return;
          change.mutate(
            { kind: 'extend', subscriptionId: subscriptionExtendId, body },
            { onSuccess: () => setSubscriptionOpen(false) },
          );
        }}
      />
      <GraceDialog
        target={
          graceOf && {
            reportType: graceOf.report_type,
            endsAt: formatSubscriptionDate(graceOf.ends_at),
          }
        }
        busy={change.isPending}
        error={failure ? { message: failure, fields: fieldErrors } : undefined}
        onCancel={() => {
          setGraceOf(null);
          change.reset();
        }}
        onConfirm={(body) => {
          if (!graceOf) return;
          change.mutate(
            { kind: 'grace', subscriptionId: graceOf.id, body },
            { onSuccess: () => setGraceOf(null) },
          );
        }}
      />
      {client.status === 'pending' ? (
        <Alert tone="info">This organisation has not confirmed its registration yet.</Alert>
      ) : null}
    </div>
  );
}

function Details({ client }: { client: AdminClient }) {
  return (
    <section className={styles.section} aria-labelledby="details-heading">
      <h2 id="details-heading">Details</h2>
      <dl className={styles.fields}>
        <dt>Status</dt>
        <dd>{STATE_LABELS[client.status]}</dd>
        <dt>Country</dt>
        <dd>{client.country ?? 'Not given'}</dd>
        <dt>City</dt>
        <dd>{client.city ?? 'Not given'}</dd>
        <dt>Industry</dt>
        <dd>{client.industry_sector ?? 'Not given'}</dd>
        <dt>Created</dt>
        <dd>{formatEventTime(client.created_at)}</dd>
      </dl>
    </section>
  );
}
