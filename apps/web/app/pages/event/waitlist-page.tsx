import { useLocation } from 'react-router';
import type { Route } from './+types/waitlist-page';
import { commonMessages } from '../../i18n/common';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { eventPath } from '../../features/events/event-path';
import { loadEvent } from './event.server';
import type { WaitlistAnswer } from './waitlist-form';
import { WAITLIST_FORM } from './waitlist-form-name';
import { WaitlistForm } from './event-forms';
import { waitlistMessages } from './waitlist-messages';
import { waitlistAction } from './waitlist-action.server';
import './event.css';
import { PRIVATE_HEADERS } from '../../lib/private-page';
import { BackLink } from '../../components/back-link';

/** The waiting list's form posts here, from this page or from the full event's page. */
export const action = waitlistAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  return { event: await loadEvent(context, params.id, language, Date.now()) };
}

/** One visitor's answer (their place in line): no cache keeps or shares it. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  const event = args.data?.event;
  if (!event) return [{ title: translator(commonMessages, language)('notFoundTitle') }];
  // The event's page is the one to find: this one only repeats its form.
  return [
    { title: translator(waitlistMessages, language)('pageTitle', { name: event.name }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/**
 * /events/{id}/waitlist: the waiting list's form of one event on a page of its own (linked
 * beside the registration form for more seats than are left), and where its answer shows
 * (the place in line, or why not), however the form was sent.
 */
export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(waitlistMessages);
  const { event } = loaderData;
  // Sent without scripts, the action's answer; sent in place, the navigation's state.
  const sentInPlace = useLocation().state as Record<string, WaitlistAnswer> | null;
  const answer = (actionData as WaitlistAnswer | undefined) ?? sentInPlace?.[WAITLIST_FORM];
  const joined = answer?.status.kind === 'success';
  const open = event.seats && event.seats.kind !== 'closed';
  return (
    <div className="event-page">
      <div className="container waitlist-container">
        <BackLink to={eventPath(event.id)} label={t('backToEvent')} className="event-page-back" />
        <section className="event-register card form-card" aria-labelledby="waitlist-title">
          <p className="eyebrow">{event.name}</p>
          <h1 id="waitlist-title" className="waitlist-title">
            {t('title')}
          </h1>
          {joined || !open ? (
            <WaitlistDone answer={answer} closed={!open} />
          ) : (
            <>
              <p className="event-register-intro">{t('intro')}</p>
              <WaitlistForm eventId={event.id} answer={answer} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The place in line once taken, or that the list is not open. */
function WaitlistDone({ answer, closed }: { answer?: WaitlistAnswer; closed: boolean }) {
  const t = useT(waitlistMessages);
  if (answer?.status.kind === 'success')
    return (
      <div className="status-messages" id="waitlist-answer">
        <p role="status" className="status status-success">
          {answer.status.text}
          {answer.status.detail && <span className="status-detail">{answer.status.detail}</span>}
        </p>
      </div>
    );
  return <p className="event-register-none">{closed ? t('closed') : null}</p>;
}
