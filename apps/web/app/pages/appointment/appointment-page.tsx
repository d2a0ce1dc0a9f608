import { BOOKED_PARAM, type BookingState } from '@coach/contract/booking';
import { formatBookedTime } from '@coach/contract/formats';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, Link, data, useActionData, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/appointment-page';
import { ConfirmFold } from '../../components/confirm-fold';
import { ContactList } from '../../components/contact-list';
import { Fact } from '../../components/fact';
import { type Status, StatusMessage } from '../../components/status-message';
import { appointmentMessages } from '../../features/appointment/appointment-messages';
import { SlotPicker } from '../../features/appointment/slot-picker';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { CHANGED_PARAM, appointmentPageAction } from './appointment-page-action.server';
import { appointmentPageMessages, movesUsedText } from './appointment-page-messages';
import './appointment-page.css';
// The slot picker's styles, which its module leaves to the pages showing it.
import '../../features/appointment/slot-picker.css';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';
import { PRIVATE_HEADERS } from '../../lib/private-page';
import { laterCheck } from '../../components/upload/later-check';

/**
 * The contract's check of a move, as the page's action makes it (move-contract.ts), with
 * zod: loaded when the visitor first moves into the form, not with the page.
 */
const moveContract = laterCheck(() => import('./move-contract'));

/** Cancel and move post here, with or without scripts. */
export const action = appointmentPageAction;

/** The visitor's link to this page, as their emails give it. */
function privateLink(origin: string, token: string, language: string) {
  const url = new URL(`/appointments/${encodeURIComponent(token)}`, origin);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

/**
 * Viber's share of a text (`viber://forward`): the visitor sends the link to themselves
 * (My Notes) and finds it again where they talk to the coach. A plain link, no script.
 */
const viberShare = (text: string) => `viber://forward?text=${encodeURIComponent(text)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const appointment = await context.bookings.view(params.token);
  if (!appointment || !appointment.booking)
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  const language = languageFromRequest(request);
  const query = new URL(request.url).searchParams;
  return withImageFacts(context, {
    appointment,
    when:
      appointment.starts_at && appointment.ends_at
        ? formatBookedTime(
            appointment.starts_at,
            appointment.ends_at,
            language,
            appointment.time_zone,
          )
        : null,
    // The free times a move may take, only while it may still move.
    offer: appointment.changeable ? await bookingOffer(context, request) : null,
    // The page's own address, to keep (a Viber visitor has no email to find it in).
    link: privateLink(context.publicUrl, params.token, language),
    booked: query.get(BOOKED_PARAM) === '1',
    token: encodeURIComponent(params.token),
    changed: query.get(CHANGED_PARAM),
  });
}

/** Whoever holds the link may cancel it: no cache along the way may keep or share the page. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(appointmentPageMessages, rootData(args.matches)?.language ?? 'en');
  // A private page: never in a search engine, and no card naming it.
  return [{ title: t('metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];
};

/**
 * /appointments/{token}: the visitor's own page of a booked time, linked from every
 * email about it and shown right after booking: when, what, its state, and while it is
 * ahead, a move to another free time and a cancel, both plain forms.
 */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const t = useT(appointmentPageMessages);
  const forms = useT(appointmentMessages);
  const language = useLanguage();
  const { appointment, when, offer, booked, changed, token, link } = loaderData;
  const answer = useActionData<{ status: Status }>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const [chosen, setChosen] = useState('');
  const submit = useSubmit();
  // The move's refusal by the contract's check in the browser, said where the action's is.
  const [refusal, setRefusal] = useState<Status>(null);
  useEffect(() => {
    if (navigation.state === 'submitting') setRefusal(null);
  }, [navigation.state]);
  const state = appointment.booking as BookingState;
  const slotPage = offer
    ? (offer.by_purpose[appointment.appointment_for as keyof typeof offer.by_purpose] ?? offer)
    : null;
  const notice =
    changed === 'cancelled'
      ? t('cancelledNow')
      : changed === 'moved'
        ? t('moved')
        : booked
          ? t('booked')
          : null;

  /**
   * The move, checked first by the contract's rule as the page's action checks it; its
   * code out of reach (the connection lost meanwhile), the action checks it alone.
   */
  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const startsAt = new FormData(form).get('starts_at');
    const values = { starts_at: typeof startsAt === 'string' ? startsAt : '' };
    const problems = await moveContract.problems((code) => code.moveProblems(values));
    if (problems.starts_at) return setRefusal({ kind: 'error', text: t(problems.starts_at) });
    setRefusal(null);
    await submit(form);
  }

  return (
    <div className="appointment-page">
      <div className="container appointment-container">
        <header className="appointment-header">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="appointment-title">{when ?? t('metaTitle')}</h1>
          {notice && <StatusMessage status={{ kind: 'success', text: notice }} />}
          {booked && <p className="appointment-keep">{t('keepLink')}</p>}
          <StatusMessage status={refusal ?? answer?.status ?? null} />
        </header>

        <section
          className={`appointment-state card appointment-state-${state}`}
          aria-labelledby="appointment-state-title"
        >
          <h2 id="appointment-state-title">{t(`state.${state}`)}</h2>
          <dl className="appointment-facts">
            {when && <Fact term={t('when')}>{when}</Fact>}
            <Fact term={t('kind')}>
              {forms(`for.${appointment.appointment_for}` as Parameters<typeof forms>[0])}
            </Fact>
            <Fact term={t('name')}>{appointment.name}</Fact>
          </dl>
          {state !== 'cancelled' && (
            <p>
              <a href={`/api/appointments/${token}/calendar`} className="text-link" download>
                {t('addToCalendar')}
              </a>
            </p>
          )}
          {state !== 'cancelled' && (
            <p className="appointment-share">
              <a
                href={viberShare(`${t('shareText', { when: when ?? '' })}\n${link}`)}
                className="text-link"
                aria-describedby="appointment-share-hint"
              >
                {t('shareViber')}
              </a>
              <span id="appointment-share-hint" className="appointment-share-hint">
                {t('shareViberHint')}
              </span>
            </p>
          )}
          {state !== 'cancelled' && !appointment.changeable && <p>{t('past')}</p>}
          {state === 'cancelled' && (
            <p>
              <Link
                to={`/contact-us${language === 'mm' ? '?lang=mm' : ''}#appointment`}
                className="button button-primary"
              >
                {t('bookAgain')}
              </Link>
            </p>
          )}
        </section>

        {appointment.changeable && appointment.moves_left === 0 && (
          <section className="appointment-move card" aria-labelledby="appointment-move-title">
            <h2 id="appointment-move-title">{t('moveTitle')}</h2>
            <p>{movesUsedText(language)}</p>
          </section>
        )}

        {appointment.changeable && appointment.moves_left > 0 && offer && slotPage && (
          <section
            id="appointment-move"
            className="appointment-move card"
            aria-labelledby="appointment-move-title"
          >
            <h2 id="appointment-move-title">{t('moveTitle')}</h2>
            <Form
              method="post"
              className="appointment-move-form"
              onSubmit={move}
              onFocus={moveContract.preload}
            >
              <input type="hidden" name="intent" value="move" />
              <SlotPicker
                days={slotPage.days}
                earlier={slotPage.earlier}
                later={slotPage.later}
                anchor="appointment-move"
                timeZone={offer.time_zone}
                value={chosen}
                onChange={setChosen}
                idPrefix="move-slot"
              />
              <button type="submit" className="button button-primary" disabled={busy === 'move'}>
                {busy === 'move' ? t('moving') : t('move')}
              </button>
            </Form>
          </section>
        )}

        {appointment.changeable && (
          <section className="appointment-cancel card" aria-labelledby="appointment-cancel-title">
            <h2 id="appointment-cancel-title">{t('cancelTitle')}</h2>
            <p>{t('cancelText')}</p>
            <ConfirmFold
              summary={t('cancelTitle')}
              name="intent"
              value="cancel"
              busy={busy === 'cancel'}
              confirm={t('cancelConfirm')}
              busyLabel={t('cancelling')}
            />
          </section>
        )}

        <section className="appointment-contact" aria-labelledby="appointment-contact-title">
          <h2 id="appointment-contact-title">{t('contact')}</h2>
          <ContactList className="contact-lines" />
        </section>
      </div>
    </div>
  );
}
