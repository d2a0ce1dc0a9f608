import { AppointmentsScreen } from '../../admin/submissions/appointments.tsx';

export default function Appointments() {
  return <AppointmentsScreen />;
}
