import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** What the server sends for admin pages, until the browser takes over. */
export function AdminLoading() {
  const t = useT();
  return (
    <div className="admin admin-loading">
      <p role="status">
        <span className="a-spinner" aria-hidden="true" />
        {t(UI.loading)}
      </p>
    </div>
  );
}
