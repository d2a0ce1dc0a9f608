import { OrdersScreen } from '../../admin/submissions/orders.tsx';

/** Manage Orders, at both /admin/payments and /admin/orders. */
export default function Orders() {
  return <OrdersScreen />;
}
