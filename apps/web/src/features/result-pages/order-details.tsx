import { formatUsd, isClientSession, tierLabel } from '@firm/domain';
import { Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../data/session';
import styles from './result-page.module.css';

/**
 * The order a payment made, read back from the server by its number: 'Order <number>' and its amount after the
 * discount (SPEC §9: up to 2 decimals), and whether staff refunded or cancelled it since. While it loads, a spinner; when it cannot be read, nothing, and the page
 * still says what SPEC says.
 */
export function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const values = useSession();
  const order = useQuery({
    queryKey: ['order', values.id ?? 'visitor', orderNumber],
    queryFn: async () => (await api.order(orderNumber)).data,
    enabled: isClientSession(values),
    retry: 1,
    meta: { failure: 'Loading the order' },
  });

  if (order.isLoading) return <Spinner label="Loading your order" size="small" />;
  if (!order.data) return null;
  const { number, amount, items, status } = order.data;
  return (
    <div className={styles.order}>
      <p>
        <strong>Order {number}</strong>
      </p>
      <p>Amount: {formatUsd(amount, 'cents')}</p>
      {status === 'refunded' ? <p>This order was refunded; the payment was returned to your card.</p> : null}
      {status === 'cancelled' ? <p>This order was cancelled.</p> : null}
      {items.length > 0 ? (
        <p>
          {items
            .map((item) =>
              item.selected_subscription
                ? `${item.report_type_name} (${tierLabel(item.selected_subscription)})`
                : item.report_type_name,
            )
            .join(', ')}
        </p>
      ) : null}
    </div>
  );
}
