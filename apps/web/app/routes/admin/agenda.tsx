import { AgendaScreen } from '../../admin/booking/agenda-screen.tsx';

export default function Agenda() {
  return <AgendaScreen />;
}
