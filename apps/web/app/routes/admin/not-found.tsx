import { Link } from 'react-router';
import { useT } from '../../admin/i18n/text.ts';
import { UI } from '../../admin/i18n/ui.ts';

export default function NotFound() {
  const t = useT();
  return (
    <section className="screen">
      <h1>{t(UI.notFound)}</h1>
      <p>
        <Link to="/admin">{t(UI.dashboard)}</Link>
      </p>
    </section>
  );
}
