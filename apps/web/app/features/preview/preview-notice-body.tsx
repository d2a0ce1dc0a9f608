import { useT } from '../../i18n/messages';
import { previewMessages } from './preview-messages';
import type { PreviewView } from './preview-notice';

/** The notice's text (the island of preview-notice.tsx). */
export function PreviewNoticeBody({ preview }: { preview: PreviewView }) {
  const t = useT(previewMessages);
  return (
    <aside id="preview" className="preview-notice" aria-label={t('title')}>
      <div className="container">
        <strong>{t('title')}</strong> {t('body', { name: preview.name, until: preview.until })}
      </div>
    </aside>
  );
}
