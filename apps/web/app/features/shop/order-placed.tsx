import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type Status, StatusMessage } from '../../components/status-message';
import { checkoutMessages } from '../../i18n/checkout';
import { useT } from '../../i18n/messages';

/** Navigation state the checkout leaves when it sends the visitor back to the shop. */
export interface ShopLocationState {
  orderPlaced?: boolean;
}

/**
 * "Order placed successfully!" on the shop after a checkout. Set after the page is
 * shown, so screen readers announce it as a change of the live region.
 */
export function OrderPlaced() {
  const t = useT(checkoutMessages);
  const location = useLocation();
  const placed = (location.state as ShopLocationState | null)?.orderPlaced === true;
  const text = t('success');
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    setStatus(placed ? { kind: 'success', text } : null);
  }, [placed, text, location.key]);
  return (
    <div className={status ? 'container shop-notice' : 'container shop-notice-empty'}>
      <StatusMessage status={status} />
    </div>
  );
}
