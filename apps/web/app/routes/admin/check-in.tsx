import { CheckInScreen } from '../../admin/check-in/check-in-screen.tsx';

/** Tickets at an event's door, at /admin/check-in (and ?code= from a ticket's QR code). */
export default function CheckIn() {
  return <CheckInScreen />;
}
