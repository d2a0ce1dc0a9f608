import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { errorWording } from '../lib/error-wording';

/**
 * The body of an error page. The route's `meta` gives the page its title (`errorPageMeta`).
 */
export function ErrorMessage({ status }: { status: number }) {
  const t = useT(commonMessages);
  const wording = errorWording(status);
  return (
    <div className="error-page container">
      <p className="error-code">{status}</p>
      <h1>{t(wording.title)}</h1>
      <p>{t(wording.text)}</p>
      <p>
        <a className="button button-primary" href="/">
          {t('backHome')}
        </a>
      </p>
    </div>
  );
}
