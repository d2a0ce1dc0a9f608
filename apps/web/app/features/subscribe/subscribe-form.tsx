import { SUBSCRIBE_ROUTE } from '@coach/contract/subscribers';
import { useLocation } from 'react-router';
import { FormTrap } from '../../components/upload/form-trap';
import { StatusMessage, type Status } from '../../components/status-message';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { subscribeMessages } from './subscribe-messages';

/**
 * The email list's sign-up (issue 44): an address and the language read in, posted as a
 * plain HTML form to /subscribe, which answers in the visitor's language. No script of its
 * own: it works without any, and adds nothing to a page's first load. `name` tells the
 * forms of one page apart (the footer's, an article's). On the footer's dark band the button
 * takes the accent colour: the primary one barely shows there.
 */
export function SubscribeForm({
  name,
  status,
  onDark = false,
}: {
  name: string;
  status?: Status;
  onDark?: boolean;
}) {
  const t = useT(subscribeMessages);
  const language = useLanguage();
  const { pathname } = useLocation();
  const emailId = `${name}-email`;
  const consentId = `${name}-consent`;
  return (
    <form
      method="post"
      action={`/${SUBSCRIBE_ROUTE}${language === 'mm' ? '?lang=mm' : ''}`}
      className="subscribe-form"
      aria-labelledby={`${name}-title`}
    >
      <p className="subscribe-title" id={`${name}-title`}>
        {t('title')}
      </p>
      <p className="subscribe-consent" id={consentId}>
        {t('consent')}
      </p>
      <div className="subscribe-row">
        <label htmlFor={emailId} className="visually-hidden">
          {t('email')}
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('email')}
          aria-describedby={consentId}
        />
        <button type="submit" className={`button ${onDark ? 'button-accent' : 'button-primary'}`}>
          {t('submit')}
        </button>
      </div>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="source_page" value={pathname} />
      <FormTrap form={name} />
      {status !== undefined && <StatusMessage status={status} />}
    </form>
  );
}
