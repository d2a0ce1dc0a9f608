import { FORM_STAMP_FIELD } from '@coach/contract/options';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/messages';
import { uploadMessages } from '../../i18n/upload';
import { uploadFile } from '../../lib/upload-file';
import type { Status } from '../status-message';
import { type FormAnswer, answerId, uploadedIdField } from './page-form';
import { uploadProblem } from './upload-problem';
import { ownQuery } from '../../lib/own-query';

export interface PictureToSend {
  /** The form's file field (`photo`, `receipt`). */
  field: string;
  file: File;
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
 * place by a fetcher: the picture first to /api/files with a progress bar (only
 * XMLHttpRequest reports one), then the fields and the picture's id to the same action,
 * which answers both ways alike (a FormAnswer, or a redirect the router follows).
 */
export function usePageForm<V, F extends string = string>(
  name: string,
  /** Runs on a success answered in place, e.g. to clear the form. */
  onSent?: () => void,
) {
  const t = useT(uploadMessages);
  // The answer to a form the page posted without scripts (rendered with the page).
  const served = useActionData() as FormAnswer<V, F> | undefined;
  const fetcher = useFetcher<FormAnswer<V, F>>();
  const location = useLocation();
  const [status, setStatus] = useState<Status>(served?.status ?? null);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>(served?.problems ?? {});
  const [percent, setPercent] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;
  // The spam trap's stamp (docs/decisions/0027), asked for when the visitor first moves
  // into the form: the time a person then takes to fill it is what it measures.
  const stamp = useRef<Promise<string | null> | null>(null);
  const startStamp = (event: FocusEvent<HTMLFormElement>) => {
    if (stamp.current) return;
    const form = event.currentTarget;
    stamp.current = freshStamp().then((value) => {
      const field = form.elements.namedItem(FORM_STAMP_FIELD);
      if (value && field instanceof HTMLInputElement) field.value = value;
      return value;
    });
  };

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setStatus(answer.status);
    setProblems(answer.problems ?? {});
    setPercent(null);
    if (answer.status.kind === 'success') {
      // The next request, filled anew, is timed from its own start.
      stamp.current = null;
      sentRef.current?.();
    }
  }, [fetcher.data]);

  const query = ownQuery(location.search).toString();
  const action = `${location.pathname}${query && `?${query}`}`;

  /**
   * Sends the form in place; with a picture, uploads it first with progress. The stamp
   * asked for at the first focus goes with it (waited for briefly if still on its way).
   */
  async function send(form: HTMLFormElement, picture?: PictureToSend) {
    setStatus(null);
    const started = stamp.current && (await withinWait(stamp.current));
    const body = new FormData(form);
    if (started) body.set(FORM_STAMP_FIELD, started);
    if (picture) {
      setUploading(true);
      setPercent(0);
      try {
        const id = await uploadFile(picture.file, {
          purpose: picture.purpose,
          onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
        });
        body.delete(picture.field);
        body.set(uploadedIdField(picture.field), id);
      } catch (error) {
        const problem = uploadProblem(error);
        setStatus({
          kind: 'error',
          text: picture.uploadFailed,
          detail: problem ? t(problem) : undefined,
        });
        setPercent(null);
        return;
      } finally {
        setUploading(false);
      }
    }
    await fetcher.submit(body, { method: 'post', encType: 'multipart/form-data', action });
  }

  return {
    /** The attributes that make the form work without scripts. */
    formProps: {
      method: 'post' as const,
      encType: 'multipart/form-data',
      action: `${action}#${answerId(name)}`,
      noValidate: true,
      onFocus: startStamp,
    },
    answerId: answerId(name),
    /** What the visitor had typed when the page's answer refused it. */
    servedValues: served?.values,
    status,
    setStatus,
    problems,
    setProblems,
    percent,
    sending: uploading || fetcher.state !== 'idle',
    send,
  };
}
