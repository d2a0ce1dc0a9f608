import { useParams } from 'react-router';
import { OrderScreen } from '../../admin/orders/order-screen.tsx';

/**
 * One order, at /admin/orders/{id} and /admin/payments/{id}. Made anew for each order
 * (keyed by its id), so a move from one order to another never shows the first's.
 */
export default function Order() {
  const { id } = useParams();
  return <OrderScreen key={id} />;
}
