import type { Language } from '@coach/contract';
import {
  outcomeStatus,
  pictureUpload,
  refused,
  sentPicture,
} from '../../components/upload/page-form.server';
import type { PageOutcome } from '../../lib/load-context';
import type { SentPicture } from '../../components/upload/page-form.server';

type Refusal = ReturnType<typeof refused<Record<string, never>, 'receipt'>>;
type Receipt = NonNullable<Awaited<ReturnType<typeof pictureUpload>>['upload']> | { id: string };
type Refused = Extract<PageOutcome, { ok: false }>;

/**
 * A transfer's receipt posted to its page's action (the file itself without scripts, or
 * the id of the one the page's scripts uploaded first), handed to `store`: an order's or a
 * registration's new receipt, a claimed offer's. Answers the refusal (no receipt, or the
 * upload or the record refused), or the outcome once stored.
 * `required` false: what is free asks none, and one sent anyway is not stored.
 */
export async function receiveReceipt<O extends PageOutcome>(
  form: FormData,
  language: Language,
  options: {
    required: boolean;
    store: (receipt: Receipt | null) => Promise<O>;
    /** The words of a refusal: no receipt, the upload refused, the record refused. */
    noReceipt: string;
    uploadFailed: string;
    failure: (outcome: Refused) => string | Promise<string>;
  },
): Promise<{ refusal: Refusal } | { stored: Extract<O, { ok: true }> }> {
  const picture: SentPicture = sentPicture(form, 'receipt');
  const fileSent = Boolean(picture && 'file' in picture);
  if (options.required && !picture) {
    const problems = { receipt: 'noReceipt' };
    return {
      refusal: refused(422, { text: options.noReceipt, values: {}, problems }, language, false),
    };
  }
  const { upload, record } = await pictureUpload(
    options.required ? picture : null,
    'receipt_photo',
  );
  const outcome = await options.store(
    upload ?? (record.receipt_photo ? { id: String(record.receipt_photo) } : null),
  );
  if (outcome.ok) return { stored: outcome as Extract<O, { ok: true }> };
  const texts = {
    success: '',
    failure: await options.failure(outcome),
    uploadFailed: options.uploadFailed,
  };
  const { status, code } = outcomeStatus(outcome, texts, language);
  const answer = { text: status.text, detail: status.detail, values: {} };
  return { refusal: refused(code, answer, language, fileSent) };
}
