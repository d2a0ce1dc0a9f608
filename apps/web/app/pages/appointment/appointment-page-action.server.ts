import { data, redirect } from 'react-router';
import { type PageForm, publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { appointmentMessages } from '../../features/appointment/appointment-messages';
import { appointmentPageMessages, movesUsedText } from './appointment-page-messages';
import { type MoveValues, moveProblems } from './move-contract';

/** The query that says, on the appointment's page, what just changed. */
export const CHANGED_PARAM = 'changed';

type Intent = 'cancel' | 'move';
type ChangeForm = PageForm<MoveValues, keyof MoveValues, string>;

/**
 * One of the page's changes: stored by its `store`, then the page again (post-redirect-get,
 * showing the appointment as it now is) or the refusal, why in the visitor's language.
 */
function changeForm(
  intent: Intent,
  form: Pick<ChangeForm, 'texts' | 'check' | 'refusalText'> & {
    store: NonNullable<ChangeForm['store']>;
  },
): ChangeForm {
  return {
    ...form,
    answer: (outcome, _values, { request }) => {
      if (!outcome.ok) return null;
      const page = new URL(request.url);
      page.searchParams.delete('booked');
      page.searchParams.set(CHANGED_PARAM, intent === 'cancel' ? 'cancelled' : 'moved');
      return redirect(`${page.pathname}${page.search}`, 303);
    },
    answerTexts: async (outcome, language, { context, setup: token }) => {
      const t = translator(appointmentPageMessages, language);
      const slotTexts = translator(appointmentMessages, language);
      const failure = async () => {
        if (outcome.ok || outcome.step !== 'record') return t('failed');
        if (outcome.status === 422) return slotTexts('slotGone');
        if (outcome.status !== 409) return t('failed');
        const view = await context.bookings.view(token);
        if (!view?.changeable) return t('unchangeable');
        if (intent === 'move' && view.moves_left === 0) return movesUsedText(language);
        return slotTexts('slotTaken');
      };
      return { success: '', failure: await failure() };
    },
  };
}

/**
 * The appointment page's two forms, with or without scripts: cancel, or move to another
 * free time. Done, the visitor is sent back to the page (post-redirect-get), which shows
 * the appointment as it now is; refused, the page says why with the times free now.
 */
export const appointmentPageAction = publicFormAction({
  prepare: async ({ context, params }) => {
    const token = params.token ?? '';
    if (!(await context.bookings.view(token))) throw data(null, { status: 404 });
    return token;
  },
  intent: {
    field: 'intent',
    forms: {
      cancel: changeForm('cancel', {
        texts: [],
        store: (_values, _picture, { context, setup: token }) => context.bookings.cancel(token),
      }),
      move: changeForm('move', {
        texts: ['starts_at'],
        check: (values) => moveProblems(values),
        refusalText: (_problems, language) =>
          translator(appointmentPageMessages, language)('chooseFirst'),
        store: (values, _picture, { context, setup: token }) =>
          context.bookings.move(token, values.starts_at),
      }),
    },
    otherwise: (language) => translator(appointmentPageMessages, language)('failed'),
  },
});
