import { PageCardEditor } from '../../admin/page-cards/page-card-editor.tsx';

/** One page's social card, at /admin/pages/edit/{page}. */
export default function PageCard() {
  return <PageCardEditor />;
}
