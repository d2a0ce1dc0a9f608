import { AppointmentScreen } from '../../admin/appointments/appointment-screen.tsx';

/** One appointment request, at /admin/appointments/{id}. */
export default function Appointment() {
  return <AppointmentScreen />;
}
