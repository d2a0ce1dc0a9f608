import { SubscribersScreen } from '../../admin/subscribers/subscribers-screen.tsx';

export default function Subscribers() {
  return <SubscribersScreen />;
}
