import { PaymentMethodsScreen } from '../../admin/payment-methods/payment-methods-screen.tsx';

export default function PaymentMethods() {
  return <PaymentMethodsScreen />;
}
