import { useParams } from 'react-router';
import { AttendeesScreen } from '../../admin/attendees/attendees-screen.tsx';

/**
 * An event's attendees, at /admin/events/{id}/attendees. Made anew for each event (keyed by
 * its id), so a move from one event's attendees to another's never shows the first's.
 */
export default function Attendees() {
  const { id } = useParams();
  return <AttendeesScreen key={id} />;
}
