import { SUBSCRIBE_ROUTE } from '@coach/contract/subscribers';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { hasDraft } from '../../components/upload/draft-key';
import { FormTrap } from '../../components/upload/form-trap';
import { StatusMessage, type Status } from '../../components/status-message';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { subscribeMessages } from './subscribe-messages';

/** The form's side with scripts, loaded at the first touch (subscribe-send.ts). */
const sender = () => import('./subscribe-send');

/**
 * The email list's sign-up (issue 44): an address and the language read in, posted as a
 * plain HTML form to /subscribe, which answers in the visitor's language. It works without
 * scripts; with them, it is sent in place and tried again on a weak connection, its
 * address kept until answered, by code loaded only once the visitor touches it (nothing
 * of it in a page's first load). `name` tells the forms of one page apart (the footer's,
 * an article's). On the footer's dark band the button takes the accent colour: the
 * primary one barely shows there.
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
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  // The answer's live region, there before an answer comes, once the visitor starts.
  const [started, setStarted] = useState(false);
  // An address typed before a reload, put back.
  useEffect(() => {
    if (!hasDraft(name)) return;
    sender()
      .then((code) => form.current && code.restore(name, form.current))
      .catch(() => undefined);
  }, [name]);
  return (
    <form
      ref={form}
      method="post"
      action={`/${SUBSCRIBE_ROUTE}${language === 'mm' ? '?lang=mm' : ''}`}
      className="subscribe-form"
      aria-labelledby={`${name}-title`}
      onFocus={() => {
        setStarted(true);
        sender().catch(() => undefined); // loaded now, while the connection is there
      }}
      onInput={(event) => {
        const element = event.currentTarget;
        sender()
          .then((code) => code.keep(name, element))
          .catch(() => undefined);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const element = event.currentTarget;
        setSending(true);
        sender()
          .then((code) => code.send(name, element, language, setSent))
          // Its code out of reach: sent as without scripts.
          .catch(() => element.submit())
          .finally(() => setSending(false));
      }}
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
        <button
          type="submit"
          className={`button ${onDark ? 'button-accent' : 'button-primary'}`}
          disabled={sending}
        >
          {t('submit')}
        </button>
      </div>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="source_page" value={pathname} />
      <FormTrap form={name} />
      {(started || status !== undefined) && <StatusMessage status={sent ?? status ?? null} />}
    </form>
  );
}
