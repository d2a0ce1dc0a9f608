import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { readForm } from '../../components/upload/page-form.server';
import type { Status } from '../../components/status-message';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { appointmentMessages } from '../../features/appointment/appointment-messages';
import { appointmentPageMessages, movesUsedText } from './appointment-page-messages';

/** The query that says, on the appointment's page, what just changed. */
export const CHANGED_PARAM = 'changed';

/**
 * The appointment page's two forms, with or without scripts: cancel, or move to another
 * free time. Done, the visitor is sent back to the page (post-redirect-get), which shows
 * the appointment as it now is; refused, the page says why with the times free now.
 */
export async function appointmentPageAction({ request, context, params }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(appointmentPageMessages, language);
  const slotTexts = translator(appointmentMessages, language);
  const token = params.token ?? '';
  if (!(await context.bookings.view(token))) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = form.get('intent');
  const startsAt = form.get('starts_at');
  const refuse = (status: number, text: string) =>
    data({ status: { kind: 'error', text } satisfies Status }, { status });

  if (intent === 'move' && (typeof startsAt !== 'string' || !startsAt)) {
    return refuse(422, t('chooseFirst'));
  }
  const outcome =
    intent === 'cancel'
      ? await context.bookings.cancel(token)
      : intent === 'move'
        ? await context.bookings.move(token, String(startsAt))
        : null;
  if (!outcome) return refuse(400, t('failed'));
  if (!outcome.ok) {
    if (outcome.step === 'record' && outcome.status === 409) {
      const view = await context.bookings.view(token);
      if (!view?.changeable) return refuse(409, t('unchangeable'));
      if (intent === 'move' && view.moves_left === 0) return refuse(409, movesUsedText(language));
      return refuse(409, slotTexts('slotTaken'));
    }
    if (outcome.step === 'record' && outcome.status === 422)
      return refuse(422, slotTexts('slotGone'));
    return refuse(outcome.status, t('failed'));
  }
  const page = new URL(request.url);
  page.searchParams.delete('booked');
  page.searchParams.set(CHANGED_PARAM, intent === 'cancel' ? 'cancelled' : 'moved');
  return redirect(`${page.pathname}${page.search}`, 303);
}
