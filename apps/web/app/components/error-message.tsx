import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';

/**
 * The body of an error page: 404 says the page is missing, anything else that it failed.
 * The route's `meta` gives the page its title (`errorPageMeta`).
 */
export function ErrorMessage({ status }: { status: number }) {
  const t = useT(commonMessages);
  const missing = status === 404;
  const title = missing ? t('notFoundTitle') : t('errorTitle');
  return (
    <div className="error-page container">
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      <p>{missing ? t('notFoundText') : t('errorText')}</p>
      <p>
        <a className="button button-primary" href="/">
          {t('backHome')}
        </a>
      </p>
    </div>
  );
}
