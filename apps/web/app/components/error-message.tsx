import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';

/** The body of an error page: 404 says the page is missing, anything else that it failed. */
export function ErrorMessage({ status }: { status: number }) {
  const t = useT(commonMessages);
  const missing = status === 404;
  return (
    <div className="error-page container">
      <p className="error-code">{status}</p>
      <h1>{missing ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p>{missing ? t('notFoundText') : t('errorText')}</p>
      <p>
        <a className="button button-primary" href="/">
          {t('backHome')}
        </a>
      </p>
    </div>
  );
}
