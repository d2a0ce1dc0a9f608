import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type Status, StatusMessage } from '../../components/status-message';
import { checkoutMessages } from './checkout/checkout-messages';
import { useT } from '../../i18n/messages';

/**
 * The shop's address after a checkout (`/shops?ordered=1`): the order's action sends
 * the visitor there (post-redirect-get), so a reload reads the shop, never the order again.
 */
export const ORDER_PLACED_PARAM = 'ordered';

/**
 * "Order placed successfully!" on the shop after a checkout: in the page as served (it
 * works without scripts, and the page is the same for every visitor who placed one),
 * and set again when the router brings a visitor here, so screen readers announce it.
 */
export function OrderPlaced() {
  const t = useT(checkoutMessages);
  const location = useLocation();
  const placed = new URLSearchParams(location.search).get(ORDER_PLACED_PARAM) === '1';
  const text = t('success');
  const [status, setStatus] = useState<Status>(placed ? { kind: 'success', text } : null);
  useEffect(() => {
    setStatus(placed ? { kind: 'success', text } : null);
  }, [placed, text, location.key]);
  return (
    <div className={status ? 'container shop-notice' : 'container shop-notice-empty'}>
      <StatusMessage status={status} />
    </div>
  );
}
