import type { Language } from '@coach/contract';
import { translateApiMessage } from '@coach/contract/messages';
import { type ActionFunctionArgs, data } from 'react-router';
import type { Status } from '../../components/status-message';
import { formTexts, readForm, trapFields } from '../../components/upload/page-form.server';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { subscribeMessages } from '../../features/subscribe/subscribe-messages';

/** What a problem the API answers says (its first field's message, in English). */
function refusalOf(error: unknown): string | null {
  const problem = error as { status?: number; errors?: { message: string }[]; detail?: string };
  if (typeof problem.status !== 'number' || problem.status >= 500) return null;
  return problem.errors?.[0]?.message ?? problem.detail ?? '';
}

const NUL = '\u0000';

/**
 * The sign-up forms' POST (the footer's, an article's, this page's), with or without
 * scripts: stored as POST /api/subscribers stores it (the spam trap, the answer that never
 * tells who is on the list), answered in the visitor's language.
 */
export async function subscribeAction({ request, context }: ActionFunctionArgs) {
  const pageLanguage = languageFromRequest(request);
  const form = await readForm(request);
  const values = formTexts(form, ['email', 'language', 'source_page'] as const);
  const sent = { ...values, ...trapFields(form) };
  if (Object.values(sent).some((value) => value.includes(NUL))) throw data(null, { status: 400 });
  const language: Language =
    values.language === 'mm' || values.language === 'en' ? values.language : pageLanguage;
  const t = translator(subscribeMessages, pageLanguage);
  try {
    await context.subscribers.signUp(
      {
        ...sent,
        email: values.email.trim(),
        language,
        source_page: values.source_page.trim() || undefined,
      },
      language,
      context.publicUrl,
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    const status: Status = {
      kind: 'error',
      text: t('failed'),
      detail: refusal ? translateApiMessage(refusal, pageLanguage) : undefined,
    };
    return data({ status, email: values.email }, { status: 422 });
  }
  const status: Status = { kind: 'success', text: t('checkEmail'), detail: t('checkEmailDetail') };
  return { status, email: '' };
}
