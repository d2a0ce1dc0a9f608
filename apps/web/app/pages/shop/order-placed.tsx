import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type Status, StatusMessage } from '../../components/status-message';
import { shopMessages } from './shop-messages';
import { useT } from '../../i18n/messages';
import { ORDER_PLACED_PARAM } from '../../features/shop-catalogue/shop-keys';

/**
 * "Order placed successfully!" on the shop after a checkout: in the page as served (it
 * works without scripts, and the page is the same for every visitor who placed one),
 * and set again when the router brings a visitor here, so screen readers announce it.
 */
export function OrderPlaced() {
  const t = useT(shopMessages);
  const location = useLocation();
  const placed = new URLSearchParams(location.search).get(ORDER_PLACED_PARAM) === '1';
  const text = t('orderPlaced');
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
