import { useState } from 'react';
import { useT } from '../../i18n/messages';
import { uploadMessages } from '../../i18n/upload';
import { uploadFile } from '../../lib/upload-file';
import type { Status } from '../status-message';
import { uploadProblem } from './upload-problem';

export interface UploadThenPost {
  /** The picture to upload first (a receipt, a photo). */
  file: File;
  /** The public API route the record is posted to, e.g. `/api/payments`. */
  url: string;
  /** The record to post, given the uploaded file's id. */
  record: (fileId: string) => unknown;
  /** Shown when the upload fails, when the post fails, and when both went through. */
  messages: { uploadFailed: string; postFailed: string; success: string };
  /** Runs once both went through, e.g. to clear the form or leave the page. */
  onSent?: () => void;
  /** Keep the form busy after success (it is being left, so it must not be sent twice). */
  stayBusy?: boolean;
}

/**
 * The public forms' submission: upload the file with progress, then post the record
 * that names it, then show the outcome. A failure at either step shows its message (an
 * upload's with the reason, e.g. too large or not an image) and frees the form for
 * another try; nothing is posted without the file.
 */
export function useUploadThenPost() {
  const t = useT(uploadMessages);
  const [status, setStatus] = useState<Status>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  async function send({ file, url, record, messages, onSent, stayBusy }: UploadThenPost) {
    setSending(true);
    setStatus(null);
    setPercent(0);
    const fail = (text: string, detail?: string) => {
      setStatus({ kind: 'error', text, detail });
      setPercent(null);
      setSending(false);
    };
    let fileId: string;
    try {
      fileId = await uploadFile(file, {
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
    } catch (error) {
      const problem = uploadProblem(error);
      fail(messages.uploadFailed, problem ? t(problem) : undefined);
      return;
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record(fileId)),
      });
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      fail(messages.postFailed);
      return;
    }
    setStatus({ kind: 'success', text: messages.success });
    onSent?.();
    if (!stayBusy) {
      setPercent(null);
      setSending(false);
    }
  }

  return { status, setStatus, percent, sending, send };
}
