import { LibraryScreen } from '../../admin/files/library-screen.tsx';

export default function Files() {
  return <LibraryScreen />;
}
