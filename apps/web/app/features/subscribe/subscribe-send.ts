import type { Language } from '@coach/contract';
import type { Status } from '../../components/status-message';
import { postToAction } from '../../components/upload/action-post';
import {
  clearDraft,
  fieldsOf,
  keepDraft,
  readDraft,
  restoreFields,
  submissionKey,
} from '../../components/upload/form-draft';
import { translator } from '../../i18n/messages';
import { connectionMessages } from '../../i18n/connection';
import { ConnectionLost, sendAgain } from '../../lib/send-again';

/*
 * The sign-up form's side with scripts (subscribe-form.tsx), loaded when the visitor first
 * touches the form, so that no page carries it before: the address kept until the list
 * answers, and the form sent in place, tried again on a weak connection (issue 45).
 */

export const keep = (name: string, form: HTMLFormElement) =>
  keepDraft(name, { fields: fieldsOf(form) });

export function restore(name: string, form: HTMLFormElement) {
  const draft = readDraft(name);
  if (draft) restoreFields(form, draft.fields);
}

/** Sends the form to its action (/subscribe) and shows the answer, or why none came. */
export async function send(
  name: string,
  form: HTMLFormElement,
  language: Language,
  show: (status: Status) => void,
) {
  const t = translator(connectionMessages, language);
  const body = new FormData(form);
  const key = submissionKey(name, form, body, undefined, null);
  try {
    const answer = await sendAgain(
      () => postToAction<{ status: NonNullable<Status> }>(form.action, body, key),
      () => show({ kind: 'retrying', text: t('retrying') }),
    );
    if (answer.kind === 'redirect') {
      clearDraft(name);
      window.location.assign(answer.to);
      return;
    }
    show(answer.data.status);
    if (answer.data.status.kind !== 'success') return keepDraft(name, { sending: undefined });
    clearDraft(name);
    form.reset();
  } catch (error) {
    show({ kind: 'error', text: t(error instanceof ConnectionLost ? 'gaveUp' : 'failed') });
  }
}
