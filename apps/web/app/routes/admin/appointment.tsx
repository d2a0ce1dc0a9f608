import { AppointmentScreen } from '../../admin/appointments/appointment-screen.tsx';
import { BookingActions } from '../../admin/booking/booking-actions.tsx';

/** One appointment request, at /admin/appointments/{id}, with its booked time's Confirm and Cancel. */
export default function Appointment() {
  return (
    <AppointmentScreen
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
