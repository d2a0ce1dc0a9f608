import { OrderScreen } from '../../admin/orders/order-screen.tsx';

/** One order, at /admin/orders/{id} and /admin/payments/{id}. */
export default function Order() {
  return <OrderScreen />;
}
