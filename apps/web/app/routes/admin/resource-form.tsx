import { useLocation } from 'react-router';
import { FormScreen } from '../../admin/crud/form-screen.tsx';
import { screenFor } from '../../admin/screens/index.ts';
import NotFound from './not-found.tsx';

/** Create and edit of every generic screen; the path names the screen's config. */
export default function ResourceForm() {
  const config = screenFor(useLocation().pathname);
  return config ? <FormScreen key={config.path} config={config} /> : <NotFound />;
}
