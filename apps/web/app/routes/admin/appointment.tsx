import { useParams } from 'react-router';
import { AppointmentScreen } from '../../admin/appointments/appointment-screen.tsx';
import { BookingActions } from '../../admin/booking/booking-actions.tsx';

/**
 * One appointment request, at /admin/appointments/{id}, with its booked time's Confirm and
 * Cancel. Made anew for each request (keyed by its id), so a move from one request to
 * another never shows the first's.
 */
export default function Appointment() {
  const { id } = useParams();
  return (
    <AppointmentScreen
      key={id}
      bookingActions={({ appointment, onChanged, onFailed }) => (
        <BookingActions
          id={appointment.id}
          booking={appointment.booking}
          session={appointment}
          onChanged={onChanged}
          onFailed={onFailed}
        />
      )}
    />
  );
}
