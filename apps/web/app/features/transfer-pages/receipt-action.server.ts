import type { Language } from '@coach/contract';
import type {
  FormRequest,
  PageForm,
  StoredPicture,
} from '../../components/upload/public-form-action.server';
import type { PageOutcome } from '../../lib/load-context';
import { type ReceiptField, receiptProblems } from './receipt-contract';

type Refused = Extract<PageOutcome, { ok: false }>;
type Stored = Extract<PageOutcome, { ok: true }>;

/**
 * A transfer's receipt posted to its page's action (the file itself without scripts, or
 * the id of the one the page's scripts uploaded first), as `publicFormAction` takes it:
 * an order's or a registration's new receipt, a claimed offer's, stored by `store`.
 * `required` false: what is free asks none, and one sent anyway is not stored.
 */
export function receiptForm<S>(options: {
  required: (setup: S) => boolean;
  store: (receipt: StoredPicture | null, args: FormRequest<S>) => Promise<PageOutcome>;
  /** The words of a refusal: no receipt, the upload refused. */
  words: (language: Language) => (key: 'noReceipt' | 'uploadFailed') => string;
  /** The words of the record refused. */
  failure: (outcome: Refused, args: FormRequest<S>) => string | Promise<string>;
  /** Where the visitor goes once it is stored (post-redirect-get). */
  stored: (outcome: Stored, args: FormRequest<S>) => Response;
}): PageForm<Record<string, never>, ReceiptField, S> {
  return {
    texts: [],
    picture: { field: 'receipt', stored: 'receipt_photo' },
    check: (_values, file, _language, setup) =>
      options.required(setup) ? receiptProblems(Boolean(file)) : {},
    refusalText: (_problems, language) => options.words(language)('noReceipt'),
    store: (_values, receipt, args) =>
      options.store(options.required(args.setup) ? receipt : null, args),
    answer: (outcome, _values, args) => (outcome.ok ? options.stored(outcome, args) : null),
    answerTexts: async (outcome, language, args) => ({
      success: '',
      failure: outcome.ok ? '' : await options.failure(outcome, args),
      uploadFailed: options.words(language)('uploadFailed'),
    }),
  };
}
