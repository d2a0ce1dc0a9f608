import { useT } from '../../i18n/messages';
import { previewMessages } from './preview-messages';
import './preview-notice.css';

/** A previewed record as its page's notice names it. */
export interface PreviewView {
  name: string;
  /** The day the link stops opening it, in the visitor's language. */
  until: string;
}

/** Says, above a page opened by a preview link, that what it shows is not public yet. */
export function PreviewNotice({ preview }: { preview: PreviewView | null | undefined }) {
  const t = useT(previewMessages);
  if (!preview) return null;
  return (
    <aside id="preview" className="preview-notice" aria-label={t('title')}>
      <div className="container">
        <strong>{t('title')}</strong> {t('body', { name: preview.name, until: preview.until })}
      </div>
    </aside>
  );
}
