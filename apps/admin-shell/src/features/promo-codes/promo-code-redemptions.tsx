import { formatEventTime, formatUsd, pageItems, type AdminPromoCode } from '@firm/domain';
import { Alert, Button, Modal, Spinner } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { promoCodeRedemptionsQueryOptions } from '../../data/promo-codes';
import { errorMessage } from '../../lib/error-message';
import tableStyles from '../../components/list-table.module.css';
import styles from './promo-codes.module.css';

/** The orders placed with a code, newest first, a page at a time. */
export function PromoCodeRedemptions({
  code,
  open,
  onClose,
}: {
  code: AdminPromoCode | null;
  open: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...promoCodeRedemptionsQueryOptions(code?.id ?? 0, page),
    enabled: open && code !== null,
  });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.count / query.data.page_size)) : 1;

  function close() {
    setPage(1);
    onClose();
  }

  return (
    <Modal
      open={open && code !== null}
      onClose={close}
      title={code ? `Orders with ${code.code}` : 'Orders'}
      size="large"
    >
      {query.isPending ? (
        <Spinner label="Loading the orders" />
      ) : query.isError ? (
        <Alert tone="error">
          {errorMessage(query.error, 'The orders could not be loaded. Please try again.')}
        </Alert>
      ) : query.data.count === 0 ? (
        <p>No order has used this code yet.</p>
      ) : (
        <>
          <table className={tableStyles.table}>
            <caption>
              {query.data.count === 1 ? '1 order' : `${query.data.count} orders`}, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Organisation</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">Discount</th>
                <th scope="col">Placed</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((order) => (
                <tr key={order.order_id}>
                  <td>{order.number}</td>
                  <td>{order.organisation}</td>
                  <td>{order.status}</td>
                  <td>{formatUsd(order.total, 'cents')}</td>
                  <td>{formatUsd(order.discount, 'cents')}</td>
                  <td>{formatEventTime(order.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pageCount > 1 ? (
            <nav aria-label="Order pages" className={styles.pager}>
              {pageItems(page, pageCount).map((item, index) =>
                typeof item === 'number' ? (
                  <Button
                    key={item}
                    variant={item === page ? 'primary' : 'secondary'}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => setPage(item)}
                  >
                    {item}
                  </Button>
                ) : (
                  <span key={`gap-${index}`}>…</span>
                ),
              )}
            </nav>
          ) : null}
        </>
      )}
    </Modal>
  );
}
