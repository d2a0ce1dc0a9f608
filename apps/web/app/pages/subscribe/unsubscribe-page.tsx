import { UNSUBSCRIBE_ROUTE } from '@coach/contract/subscribers';
import { Form, data } from 'react-router';
import type { Route } from './+types/unsubscribe-page';
import { StatusMessage, type Status } from '../../components/status-message';
import { readForm } from '../../components/upload/page-form.server';
import { subscribeMessages } from '../../features/subscribe/subscribe-messages';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { refusedStatus, tokenOf } from './token-page.server';
import { PRIVATE_HEADERS } from '../../lib/private-page';

/** RFC 8058: what a mail provider's one-click POST carries; the page's button sends it too. */
const ONE_CLICK = ['List-Unsubscribe', 'One-Click'] as const;

type Answer = { status: Status; state: string };

/**
 * A POST to the link leaves the list at once, with no page in between: a mail provider's
 * one-click (`List-Unsubscribe=One-Click`, RFC 8058) or the page's button; the page's
 * "Subscribe again" sends `resubscribe`. The token is the link's, in its address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const form = await readForm(request);
  const t = translator(subscribeMessages, languageFromRequest(request));
  const again = form.get('resubscribe') !== null;
  if (!again && form.get(ONE_CLICK[0]) !== ONE_CLICK[1])
    throw data(null, { status: 400, headers: PRIVATE_HEADERS });
  try {
    const { state } = again
      ? await context.subscribers.resubscribe({ token })
      : await context.subscribers.unsubscribe({ token });
    const text =
      state === 'suppressed' ? t('suppressed') : again ? t('resubscribed') : t('unsubscribed');
    return { status: { kind: 'success', text }, state } satisfies Answer;
  } catch (error) {
    const status = refusedStatus(error);
    if (status === null) throw error;
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  try {
    return { token, ...(await context.subscribers.unsubscribeInfo({ token })) };
  } catch (error) {
    if (refusedStatus(error) === null) throw error;
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  }
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  return [
    { title: translator(subscribeMessages, language)('unsubscribeTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/**
 * /unsubscribe?token=: every list email's link (in the subscriber's language: the link
 * carries it). One button leaves; once left, one button comes back. Works forever.
 */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(subscribeMessages);
  const language = useLanguage();
  const answer = actionData as Answer | undefined;
  const state = answer?.state ?? loaderData.state;
  const address = `/${UNSUBSCRIBE_ROUTE}?token=${encodeURIComponent(loaderData.token)}${language === 'mm' ? '&lang=mm' : ''}`;
  return (
    <div className="subscribe-page">
      <div className="container subscribe-container">
        <section className="card subscribe-card" aria-labelledby="unsubscribe-heading">
          <h1 id="unsubscribe-heading">{t('unsubscribeTitle')}</h1>
          {answer && <StatusMessage status={answer.status} />}
          {!answer && state === 'suppressed' && <p>{t('suppressed')}</p>}
          {(state === 'subscribed' || state === 'pending') && (
            <Form method="post" action={address}>
              <p>{t('unsubscribeIntro')}</p>
              <input type="hidden" name={ONE_CLICK[0]} value={ONE_CLICK[1]} />
              <button type="submit" className="button button-primary">
                {t('unsubscribeButton')}
              </button>
            </Form>
          )}
          {state === 'unsubscribed' && (
            <Form method="post" action={address}>
              {!answer && <p>{t('unsubscribed')}</p>}
              <input type="hidden" name="resubscribe" value="1" />
              <button type="submit" className="button button-outline">
                {t('resubscribeButton')}
              </button>
            </Form>
          )}
        </section>
      </div>
    </div>
  );
}
