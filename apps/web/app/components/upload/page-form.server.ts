import type { Language } from '@coach/contract';
import { FORM_STAMP_FIELD, SPAM_TRAP_FIELD } from '@coach/contract/options';
import { data, redirect } from 'react-router';
import type { PageOutcome } from '../../lib/load-context';
import { translator } from '../../i18n/messages';
import { chooseAgainMessages, uploadMessages } from '../../i18n/upload';
import type { Status } from '../status-message';
import { type FormAnswer, uploadedIdField } from './page-form';
import { uploadProblemOf } from './upload-problem';

/** A form's fields as the page posted them; a body that is not a form is a 400. */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/**
 * The answer to a form that was stored (post-redirect-get, so a reload there is a plain
 * read): a 303 to `path` with `flag` in its query, in the language the visitor was reading.
 */
export function seeOther(request: Request, path: string, flag: string, value = '1') {
  const page = new URL(path, request.url);
  page.searchParams.set(flag, value);
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang) page.searchParams.set('lang', lang);
  return redirect(`${page.pathname}${page.search}`, 303);
}

/** The text of each named field ('' when absent, or a file where text belongs). */
export function formTexts<K extends string>(
  form: FormData,
  names: readonly K[],
): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    texts[name] = typeof value === 'string' ? value : '';
  }
  return texts;
}

/**
 * The spam trap's two fields as the form sent them (components/upload/form-trap.tsx), for
 * the submissions service to judge; never shown back, never stored.
 */
export const trapFields = (form: FormData) =>
  formTexts(form, [SPAM_TRAP_FIELD, FORM_STAMP_FIELD] as const);

/**
 * The picture that came with the form: the file itself (a page without scripts sends one
 * multipart POST), or the id of the one the page's scripts uploaded first, with progress.
 */
export type SentPicture = { file: File } | { id: string } | null;

export function sentPicture(form: FormData, field: string): SentPicture {
  const file = form.get(field);
  if (file instanceof File && file.size > 0) return { file };
  const id = form.get(uploadedIdField(field));
  return typeof id === 'string' && id ? { id } : null;
}

/** The picture as the submissions service takes it: bytes to store, or the id in the record. */
export async function pictureUpload(picture: SentPicture, field: string) {
  if (picture && 'file' in picture) {
    const bytes = Buffer.from(await picture.file.arrayBuffer());
    return { upload: { field, bytes, name: picture.file.name }, record: {} };
  }
  return { upload: null, record: picture ? { [field]: picture.id } : {} };
}

export interface AnswerTexts {
  success: string;
  /** The record was refused (or could not be stored). */
  failure: string;
  /** The picture was refused; the reason follows it. */
  uploadFailed?: string;
}

/**
 * The answer to a refused form: a 4xx carrying the message, what the visitor typed and
 * the fields to fix. A picture sent with the page must be chosen again, and says so.
 */
export function refused<V, F extends string>(
  status: number,
  answer: { text: string; detail?: string; values: V; problems?: Partial<Record<F, string>> },
  language: Language,
  pictureSent: boolean,
) {
  const again = pictureSent ? translator(chooseAgainMessages, language)('chooseAgain') : undefined;
  const detail = [answer.detail, again].filter(Boolean).join(' ') || undefined;
  const body: FormAnswer<V, F> = {
    status: { kind: 'error', text: answer.text, detail },
    values: answer.values,
    problems: answer.problems,
  };
  return data(body, { status: status >= 400 && status < 500 ? status : 422 });
}

/** The status of what the service did with the submission (success: the spec's text). */
export function outcomeStatus(
  outcome: PageOutcome,
  texts: AnswerTexts,
  language: Language,
): { status: NonNullable<Status>; code: number } {
  if (outcome.ok) return { status: { kind: 'success', text: texts.success }, code: 200 };
  if (outcome.step === 'file' && texts.uploadFailed) {
    const problem = uploadProblemOf(outcome.status);
    return {
      status: {
        kind: 'error',
        text: texts.uploadFailed,
        detail: problem ? translator(uploadMessages, language)(problem) : undefined,
      },
      code: outcome.status,
    };
  }
  return { status: { kind: 'error', text: texts.failure }, code: outcome.status };
}
