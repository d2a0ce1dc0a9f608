import { AttendeesScreen } from '../../admin/attendees/attendees-screen.tsx';

/** An event's attendees, at /admin/events/{id}/attendees. */
export default function Attendees() {
  return <AttendeesScreen />;
}
