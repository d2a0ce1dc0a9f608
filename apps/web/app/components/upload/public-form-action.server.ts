import type { Language } from '@coach/contract';
import type { ActionFunctionArgs } from 'react-router';
import type { PageOutcome } from '../../lib/load-context';
import { languageFromRequest } from '../../lib/language';
import type { FormAnswer } from './page-form';
import {
  type AnswerTexts,
  formTexts,
  outcomeStatus,
  pictureUpload,
  readForm,
  refused,
  sentPicture,
  trapFields,
} from './page-form.server';

type Problems<F extends string> = Partial<Record<F, string>>;
type Refusal<V, F extends string> = ReturnType<typeof refused<V, F>>;
type Context = ActionFunctionArgs['context'];
type SubmissionKind = Parameters<Context['submissions']['fromPage']>[0];

/** The picture as a private page's service takes it: the bytes sent inside, or an upload's id. */
export type StoredPicture =
  NonNullable<Awaited<ReturnType<typeof pictureUpload>>['upload']> | { id: string };

/** What a form's hooks are told of the request, besides its values. */
export interface FormRequest<S> {
  request: Request;
  language: Language;
  /** What `prepare` found before the form was read (the checkout's product, a page's token). */
  setup: S;
  context: Context;
}

/** Where a form is stored: by the submissions service, or by a call of its own. */
type Storage<V, S> =
  | {
      /** What the submissions service stores it as. */
      kind: SubmissionKind;
      /** The record the service stores, without the picture. */
      record: (values: V, args: FormRequest<S>) => Record<string, unknown>;
      store?: never;
    }
  | {
      /**
       * A private page's own call (an order's new receipt, a cancel), given the picture
       * sent, if any; its outcome is answered as the service's is.
       */
      store: (
        values: V,
        picture: StoredPicture | null,
        args: FormRequest<S>,
      ) => Promise<PageOutcome>;
      kind?: never;
      record?: never;
    };

/**
 * One public form posted to its page's route action: the appointment request, the
 * testimonial, the checkout, a private page's new receipt or cancel. Each says what is its
 * own; `publicFormAction` does the rest the same way for all of them.
 */
export type PublicForm<V, F extends string, S = undefined> = PageForm<V, F, S> & {
  /** Runs before the form is read, and may refuse the request (a product that is gone: 404). */
  prepare?: (args: ActionFunctionArgs, language: Language) => Promise<S>;
};

/** A form as one of a page's several (`PageForms`), whose `prepare` is the page's. */
export type PageForm<V, F extends string, S = undefined> = Storage<V, S> & {
  /** The form's text fields, by name. */
  texts: readonly (keyof V & string)[];
  /** Fields other than text (the appointment's checkbox). */
  extraValues?: (form: FormData) => Partial<V>;
  /** The picture's form field and the record's field it is stored in. */
  picture?: { field: F; stored: string };
  /**
   * The fields to fix, by field: the form's own checks (the browser's too) and, where the
   * form has them, the contract's. A picture already uploaded by the page's scripts is no problem.
   * `setup` is what `prepare` found (the event whose seats and price bound the form).
   * None: a form of a button alone (a cancel).
   */
  check?: (values: V, file: File | null, language: Language, setup: S) => Problems<F>;
  /** The refusal's headline for the problems `check` found. */
  refusalText?: (problems: Problems<F>, language: Language) => string;
  /**
   * The answer to a submission stored before, whatever its problems now: a reload of an
   * answer, whose picture the browser does not send again. Null: not one.
   */
  repeated?: (
    values: V,
    problems: Problems<F>,
    args: FormRequest<S> & { pictureSent: boolean },
  ) => Promise<FormAnswer<V, F> | null>;
  /**
   * The answer's texts for the outcome; a private page's may first read what became of
   * its record (an order sold out meanwhile).
   */
  answerTexts: (
    outcome: PageOutcome,
    language: Language,
    args: FormRequest<S>,
  ) => AnswerTexts | Promise<AnswerTexts>;
  /**
   * The form's own answer to an outcome, before the common one: a redirect to the
   * visitor's new page, or a refusal of one field. Null leaves the outcome to the rest.
   */
  answer?: (
    outcome: PageOutcome,
    values: V,
    args: FormRequest<S>,
  ) => Response | Refusal<V, F> | null;
};

/**
 * A page with several forms posted to its one action (a private page's cancel beside its
 * new receipt or its move), told apart by the field `intent.field` the form sends.
 */
export interface PageForms<V, F extends string, S = undefined> {
  /** Runs once, before the form is read (the page's token: a 404 for none). */
  prepare?: (args: ActionFunctionArgs, language: Language) => Promise<S>;
  intent: {
    field: string;
    /** Each form by its intent; theirs is the page's `prepare`. */
    forms: Record<string, PageForm<V, F, S>>;
    /**
     * A post naming none of them: the intent of the form that sends none (the receipt
     * beside a cancel), or the text of its refusal, a 400.
     */
    otherwise: string | ((language: Language) => string);
  };
}

/**
 * The route action of a public form, with or without scripts: the form's values, its
 * checks (422 with what the visitor typed and the fields to fix), the record stored by the
 * same service the API's routes call, and the spec's message in the visitor's language.
 * A page without scripts sends the picture inside; the page's scripts send the id of the
 * one they uploaded first. A page of several forms (`PageForms`) answers the one sent.
 */
export function publicFormAction<V, F extends string, S = undefined>(
  form: PublicForm<V, F, S> | PageForms<V, F, S>,
) {
  return async (args: ActionFunctionArgs) => {
    const language = languageFromRequest(args.request);
    const setup = (await form.prepare?.(args, language)) as S;
    const sent = await readForm(args.request);
    const asked: FormRequest<S> = { request: args.request, language, setup, context: args.context };
    if (!('intent' in form)) return answerForm(form, sent, asked);
    const { field, forms, otherwise } = form.intent;
    const intent = sent.get(field);
    const chosen =
      (typeof intent === 'string' && Object.hasOwn(forms, intent) && forms[intent]) ||
      (typeof otherwise === 'string' ? forms[otherwise] : null);
    if (chosen) return answerForm(chosen, sent, asked);
    const text = typeof otherwise === 'string' ? '' : otherwise(language);
    return refused<V, F>(400, { text, values: {} as V }, language, false);
  };
}

/** One form's answer, once read: its checks, the record stored, the outcome worded. */
async function answerForm<V, F extends string, S>(
  form: PageForm<V, F, S>,
  sent: FormData,
  asked: FormRequest<S>,
) {
  const { language, context } = asked;
  const values = {
    ...formTexts(sent, form.texts),
    ...form.extraValues?.(sent),
  } as V;
  const picture = form.picture ? sentPicture(sent, form.picture.field) : null;
  const fileSent = Boolean(picture && 'file' in picture);
  const problems: Problems<F> =
    form.check?.(
      values,
      picture && 'file' in picture ? picture.file : null,
      language,
      asked.setup,
    ) ?? {};
  if (form.picture && picture && 'id' in picture) delete problems[form.picture.field];
  const repeated = await form.repeated?.(values, problems, {
    ...asked,
    pictureSent: Boolean(picture),
  });
  if (repeated) return repeated;
  if (Object.keys(problems).length) {
    const text = form.refusalText?.(problems, language) ?? '';
    return refused<V, F>(422, { text, values, problems }, language, fileSent);
  }
  const { upload, record } = await pictureUpload(picture, form.picture?.stored ?? '');
  const outcome = form.store
    ? await form.store(values, upload ?? (picture && 'id' in picture ? picture : null), asked)
    : await context.submissions.fromPage(
        form.kind,
        { ...form.record(values, asked), ...record, ...trapFields(sent) },
        upload,
        language,
      );
  const own = form.answer?.(outcome, values, asked);
  if (own) return own;
  const texts = await form.answerTexts(outcome, language, asked);
  const { status, code } = outcomeStatus(outcome, texts, language);
  if (status.kind === 'error')
    return refused<V, F>(
      code,
      { text: status.text, detail: status.detail, values },
      language,
      fileSent,
    );
  return { status } as FormAnswer<V, F>;
}
