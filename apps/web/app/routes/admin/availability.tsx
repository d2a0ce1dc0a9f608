import { AvailabilityScreen } from '../../admin/booking/availability-screen.tsx';

export default function Availability() {
  return <AvailabilityScreen />;
}
