import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/messages';
import { uploadMessages } from '../../i18n/upload';
import { uploadFile } from '../../lib/upload-file';
import type { Status } from '../status-message';
import { type FormAnswer, answerId, uploadedIdField } from './page-form';
import { uploadProblem } from './upload-problem';

export interface PictureToSend {
  /** The form's file field (`photo`, `receipt`). */
  field: string;
  file: File;
  /** Said when the upload fails, with the reason under it. */
  uploadFailed: string;
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

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setStatus(answer.status);
    setProblems(answer.problems ?? {});
    setPercent(null);
    if (answer.status.kind === 'success') sentRef.current?.();
  }, [fetcher.data]);

  const action = `${location.pathname}${location.search}`;

  /** Sends the form in place; with a picture, uploads it first with progress. */
  async function send(form: HTMLFormElement, picture?: PictureToSend) {
    setStatus(null);
    const body = new FormData(form);
    if (picture) {
      setUploading(true);
      setPercent(0);
      try {
        const id = await uploadFile(picture.file, {
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
