import type { Route } from './+types/subscribe-page';
import type { Status } from '../../components/status-message';
import { SubscribeForm } from '../../features/subscribe/subscribe-island';
import { subscribeMessages } from '../../features/subscribe/subscribe-messages';
import { translator, useT } from '../../i18n/messages';
import { rootData } from '../../lib/seo';
import { subscribeAction } from './subscribe-action.server';
import { PRIVATE_HEADERS } from '../../lib/private-page';

/** Every sign-up form posts here. */
export const action = subscribeAction;

/** One visitor's answer: no cache keeps or shares it. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  return [
    { title: translator(subscribeMessages, language)('pageTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** /subscribe: the sign-up on a page of its own, and where every sign-up form's answer shows. */
export default function SubscribePage({ actionData }: Route.ComponentProps) {
  const t = useT(subscribeMessages);
  const status = (actionData as { status?: Status } | undefined)?.status;
  return (
    <div className="subscribe-page">
      <div className="container subscribe-container">
        <section className="card subscribe-card" aria-labelledby="subscribe-heading">
          <h1 id="subscribe-heading">{t('pageTitle')}</h1>
          <SubscribeForm name="page-subscribe" status={status ?? null} />
        </section>
      </div>
    </div>
  );
}
