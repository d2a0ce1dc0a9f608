import { AppointmentsScreen } from '../../admin/special/appointments.tsx';

export default function Appointments() {
  return <AppointmentsScreen />;
}
