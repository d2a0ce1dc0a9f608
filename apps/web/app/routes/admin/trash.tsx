import { TrashScreen } from '../../admin/trash/trash-screen.tsx';

export default function Trash() {
  return <TrashScreen />;
}
