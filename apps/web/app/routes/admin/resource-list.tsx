import { useLocation } from 'react-router';
import { ListScreen } from '../../admin/crud/list-screen.tsx';
import { screenFor } from '../../admin/screens/index.ts';
import NotFound from './not-found.tsx';

/** The list of every generic screen; the path names the screen's config. */
export default function ResourceList() {
  const config = screenFor(useLocation().pathname);
  return config ? <ListScreen key={config.path} config={config} /> : <NotFound />;
}
