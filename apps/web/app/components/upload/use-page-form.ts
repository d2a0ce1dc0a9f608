import { FORM_STAMP_FIELD } from '@coach/contract/options';
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import {
  useActionData,
  useFormAction,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router';
import { useT } from '../../i18n/messages';
import { connectionMessages } from '../../i18n/connection';
import { uploadMessages } from '../../i18n/upload';
import { ConnectionLost, sendAgain } from '../../lib/send-again';
import { uploadFile } from '../../lib/upload-file';
import type { Status } from '../status-message';
import { postToAction } from './action-post';
import {
  type UploadedPicture,
  clearDraft,
  fileName,
  fieldsOf,
  keepDraft,
  readDraft,
  restoreFields,
  submissionKey,
} from './form-draft';
import { type FormAnswer, answerId, uploadedIdField } from './page-form';
import { uploadProblem } from './upload-problem';
import { ownQuery } from '../../lib/own-query';

export interface PictureToSend {
  /** The form's file field (`photo`, `receipt`). */
  field: string;
  /** The chosen file; null: the one uploaded before a reload (`uploaded`). */
  file: File | null;
  /** Said when the upload fails, with the reason under it. */
  uploadFailed: string;
  /** `receipt`: stored private at once (an order's receipt is never public). */
  purpose?: 'picture' | 'receipt';
}

/**
 * How long a send waits for the stamp asked for at the first focus before going without.
 * A person's has long come by then; a robot's may not have on a busy server, which must not
 * let it through unjudged by time any sooner than the server would answer the form itself.
 */
const STAMP_WAIT_MS = 5000;

/**
 * A signed stamp of this moment from the server (GET /api/form-stamp), or null: without
 * one the form is judged by its hidden field alone, never refused.
 */
async function freshStamp(): Promise<string | null> {
  try {
    const response = await fetch('/api/form-stamp', { cache: 'no-store' });
    if (!response.ok) return null;
    const stamp = ((await response.json()) as Record<string, unknown>)[FORM_STAMP_FIELD];
    return typeof stamp === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

/** The stamp once it has come, or null after STAMP_WAIT_MS. */
function withinWait(stamp: Promise<string | null>): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STAMP_WAIT_MS);
  });
  return Promise.race([stamp, late]).finally(() => clearTimeout(timer));
}

/**
 * The public forms' one upload-and-submit block. The form is a real HTML form posted to
 * its page's route action, so it works before the scripts arrive and without them (one
 * multipart POST, the picture inside). Once the page runs, the same form is sent in
 * place: the picture first to /api/files with a progress bar (only XMLHttpRequest reports
 * one), then the fields and the picture's id to the same action, which answers both ways
 * alike (a FormAnswer, or a redirect the router follows).
 *
 * On a weak connection (issue 45) each send carries the submission's one-time key and is
 * tried again while the connection loses it, saying so; what the visitor typed is kept in
 * the browser until the form is sent (form-draft.ts) and put back after a reload, with the
 * key and a picture already uploaded, so a send after a reload is the same submission.
 * `action`: where the form posts when not to its own page (the waiting list's page);
 * `onAnswer` takes the action's answer over (to show it on that page).
 */
export function usePageForm<V, F extends string = string>(
  name: string,
  /** Runs on a success answered in place, e.g. to clear the form. */
  onSent?: () => void,
  options: {
    action?: string;
    onAnswer?: (answer: FormAnswer<V, F>) => Promise<void>;
    /** Asked for with the stamp, at the first focus: the code of a later check (later-check.ts). */
    preload?: () => void;
  } = {},
) {
  const t = useT(uploadMessages);
  const tc = useT(connectionMessages);
  // The answer to a form the page posted without scripts (rendered with the page); none
  // when the form posts to another page, whose answer this page's action data is not.
  const actionData = useActionData() as FormAnswer<V, F> | undefined;
  const served = options.action === undefined ? actionData : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The router's own address for this route's action: it says `?index` of an index route.
  const indexRoute = /[?&]index(=|&|$)/.test(useFormAction());
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>(served?.status ?? null);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>(served?.problems ?? {});
  const [percent, setPercent] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedPicture | null>(null);
  const latest = useRef({ onSent, onAnswer: options.onAnswer });
  latest.current = { onSent, onAnswer: options.onAnswer };
  // The spam trap's stamp (docs/decisions/0027), asked for when the visitor first moves
  // into the form: the time a person then takes to fill it is what it measures.
  const stamp = useRef<Promise<string | null> | null>(null);
  const startStamp = (event: FocusEvent<HTMLFormElement>) => {
    if (stamp.current) return;
    options.preload?.();
    const element = event.currentTarget;
    stamp.current = freshStamp().then((value) => {
      const field = element.elements.namedItem(FORM_STAMP_FIELD);
      if (value && field instanceof HTMLInputElement) field.value = value;
      return value;
    });
  };

  // The draft of this form on this page, put back once the form runs: what was typed
  // before a reload, and a picture uploaded then. Not over a no-script answer's values.
  useEffect(() => {
    const draft = readDraft(name);
    if (!draft) return;
    setUploaded(draft.uploaded ?? null);
    if (served?.values || !form.current) return;
    const element = form.current;
    restoreFields(element, draft.fields);
    // Once more after the renders they caused: a field a choice reveals (an email for
    // the confirmation) is in the form only then.
    requestAnimationFrame(() => restoreFields(element, draft.fields));
  }, []);
  const keep = (event: FormEvent<HTMLFormElement>) =>
    keepDraft(name, { fields: fieldsOf(event.currentTarget) });

  const query = ownQuery(location.search);
  if (indexRoute) query.set('index', '');
  const own = query.toString();
  const action = options.action ?? `${location.pathname}${own && `?${own}`}`;

  /** What a send that did not arrive says: tried again until it gives up, or failed here. */
  const failure = (error: unknown): NonNullable<Status> =>
    error instanceof ConnectionLost
      ? { kind: 'error', text: tc('gaveUp') }
      : { kind: 'error', text: tc('failed') };

  /**
   * Sends the form in place; with a picture, uploads it first with progress. The stamp
   * asked for at the first focus goes with it (waited for briefly if still on its way).
   */
  async function send(element: HTMLFormElement, picture?: PictureToSend) {
    setStatus(null);
    setSending(true);
    const lost = () => setStatus({ kind: 'retrying', text: tc('retrying') });
    try {
      const started = stamp.current && (await withinWait(stamp.current));
      const body = new FormData(element);
      const file = picture?.file ? fileName(picture.file) : picture && uploaded?.file;
      // The same submission as one sent before keeps its one-time key: the server then
      // answers it as the first, storing it once.
      const key = submissionKey(name, element, body, file, started || null);
      if (picture) {
        const id = await uploadOnce(picture, key, lost);
        if (id === null) return;
        body.delete(picture.field);
        body.set(uploadedIdField(picture.field), id);
      }
      const answer = await sendAgain(() => postToAction<FormAnswer<V, F>>(action, body, key), lost);
      if (answer.kind === 'redirect') {
        clearDraft(name);
        if (answer.reload) window.location.assign(answer.to);
        else await navigate(answer.to, { replace: answer.replace });
        return;
      }
      const { data } = answer;
      const { onAnswer } = latest.current;
      setStatus(onAnswer ? null : data.status);
      setProblems(onAnswer ? {} : (data.problems ?? {}));
      setPercent(null);
      if (data.status.kind === 'success') {
        clearDraft(name);
        setUploaded(null);
        // The next request, filled anew, is timed from its own start.
        stamp.current = null;
        latest.current.onSent?.();
      } else {
        // Refused: sent again once fixed, it is a new submission with a key of its own.
        keepDraft(name, { sending: undefined });
      }
      // What the page shows may have changed with it (seats taken, a time booked).
      if (onAnswer) await onAnswer(data);
      else if (answer.status < 400) void revalidator.revalidate();
    } catch (error) {
      setStatus(failure(error));
      setPercent(null);
    } finally {
      setSending(false);
    }
  }

  /** The picture's id: uploaded now, with progress, or already (before a lost send). */
  async function uploadOnce(picture: PictureToSend, key: string, lost: () => void) {
    const { file, field } = picture;
    if (!file) return uploaded?.id ?? null;
    const chosen = fileName(file);
    if (uploaded?.field === field && uploaded.file === chosen) return uploaded.id;
    setPercent(0);
    try {
      const id = await uploadFile(file, {
        purpose: picture.purpose,
        key,
        onLost: lost,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      const done = { field, id, file: chosen, name: file.name };
      setUploaded(done);
      keepDraft(name, { uploaded: done });
      return id;
    } catch (error) {
      if (error instanceof ConnectionLost) throw error;
      const problem = uploadProblem(error);
      // Refused: another picture, or this one later, is a submission of its own.
      keepDraft(name, { sending: undefined });
      setStatus({
        kind: 'error',
        text: picture.uploadFailed,
        detail: problem ? t(problem) : undefined,
      });
      setPercent(null);
      return null;
    }
  }

  return {
    /** The attributes that make the form work without scripts, and keep its draft. */
    formProps: {
      ref: form,
      method: 'post' as const,
      encType: 'multipart/form-data',
      action: `${action}#${answerId(name)}`,
      noValidate: true,
      onFocus: startStamp,
      onInput: keep,
      onChange: keep,
    },
    /** The form element. */
    form,
    answerId: answerId(name),
    /** What the visitor had typed when the page's answer refused it. */
    servedValues: served?.values,
    status,
    setStatus,
    problems,
    setProblems,
    percent,
    sending,
    /** The picture uploaded before a reload, sent again by its id unless another is chosen. */
    uploaded,
    send,
  };
}
