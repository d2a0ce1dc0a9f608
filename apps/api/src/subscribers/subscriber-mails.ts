import type { Language } from '@coach/contract';
import { SUBSCRIBE_CONFIRM_ROUTE } from '@coach/contract/subscribers';
import { mailText } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * A page of the list's private links, in the subscriber's language: the confirmation
 * (`/subscribe/confirm?token=`) or the unsubscribe link (`/unsubscribe?token=`).
 */
export function listLink(origin: string, route: string, token: string, language: Language) {
  const url = new URL(`/${route}`, origin);
  url.searchParams.set('token', token);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

/** The double opt-in's email: the link that subscribes, in the language signed up in. */
export function confirmationMail(
  email: string,
  token: string,
  language: Language,
  origin: string,
): OutgoingMail {
  const link = listLink(origin, SUBSCRIBE_CONFIRM_ROUTE, token, language);
  const site = new URL(origin).host;
  return {
    kind: 'subscriber_confirmation',
    recipient: email,
    subject: mailText('subscribeConfirmSubject', language),
    body: [
      mailText('subscribeConfirmIntro', language, { site }),
      '',
      mailText('subscribeConfirmLink', language, { link }),
      '',
      mailText('subscribeConfirmIgnore', language),
    ].join('\n'),
  };
}
