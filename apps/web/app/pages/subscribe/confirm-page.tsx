import { SUBSCRIBE_CONFIRM_ROUTE } from '@coach/contract/subscribers';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/confirm-page';
import { StatusMessage, type Status } from '../../components/status-message';
import { SubscribeForm } from '../../features/subscribe/subscribe-island';
import { subscribeMessages } from '../../features/subscribe/subscribe-messages';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { refusedStatus, tokenOf } from './token-page.server';
import { PRIVATE_HEADERS } from '../../lib/private-page';

/**
 * The click on "Confirm" subscribes. The link's GET only shows the button (decision 0043):
 * mail scanners open links in emails, and a GET that subscribed would confirm for them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const t = translator(subscribeMessages, languageFromRequest(request));
  try {
    await context.subscribers.confirm({ token });
  } catch (error) {
    const status = refusedStatus(error);
    if (status === null) throw error;
    const text = status === 410 ? t('linkExpired') : t('linkUnknown');
    return data({ status: { kind: 'error', text } as Status, done: false }, { status });
  }
  return { status: { kind: 'success', text: t('confirmed') } as Status, done: true };
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  return [
    { title: translator(subscribeMessages, language)('confirmTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** /subscribe/confirm?token=: the confirmation email's link, with its one button. */
export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(subscribeMessages);
  const language = useLanguage();
  const answer = actionData as { status: Status; done: boolean } | undefined;
  const lang = language === 'mm' ? '&lang=mm' : '';
  return (
    <div className="subscribe-page">
      <div className="container subscribe-container">
        <section className="card subscribe-card" aria-labelledby="confirm-heading">
          <h1 id="confirm-heading">{t('confirmTitle')}</h1>
          {!answer && (
            <Form
              method="post"
              action={`/${SUBSCRIBE_CONFIRM_ROUTE}?token=${encodeURIComponent(loaderData.token)}${lang}`}
            >
              <p>{t('confirmIntro')}</p>
              <button type="submit" className="button button-primary">
                {t('confirmButton')}
              </button>
            </Form>
          )}
          {answer && <StatusMessage status={answer.status} />}
          {answer?.done && (
            <p>
              <Link to={language === 'mm' ? '/?lang=mm' : '/'} className="text-link">
                {t('home')}
              </Link>
            </p>
          )}
          {answer && !answer.done && <SubscribeForm name="confirm-subscribe" />}
        </section>
      </div>
    </div>
  );
}
