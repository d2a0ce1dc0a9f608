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
type SubmissionKind = Parameters<ActionFunctionArgs['context']['submissions']['fromPage']>[0];

/** What a form's hooks are told of the request, besides its values. */
export interface FormRequest<S> {
  request: Request;
  language: Language;
  /** What `prepare` found before the form was read (the checkout's product). */
  setup: S;
}

/**
 * One public form posted to its page's route action: the appointment request, the
 * testimonial, the checkout. Each says what is its own; `publicFormAction` does the rest
 * the same way for all of them.
 */
export interface PublicForm<V, F extends string, S = undefined> {
  /** What the submissions service stores it as. */
  kind: SubmissionKind;
  /** The form's text fields, by name. */
  texts: readonly (keyof V & string)[];
  /** Fields other than text (the appointment's checkbox). */
  extraValues?: (form: FormData) => Partial<V>;
  /** The picture's form field and the record's field it is stored in. */
  picture?: { field: F; stored: string };
  /** Runs before the form is read, and may refuse the request (a product that is gone: 404). */
  prepare?: (args: ActionFunctionArgs, language: Language) => Promise<S>;
  /**
   * The fields to fix, by field: the form's own checks (the browser's too) and, where the
   * form has them, the contract's. A picture already uploaded by the page's scripts is no problem.
   * `setup` is what `prepare` found (the event whose seats and price bound the form).
   */
  check: (values: V, file: File | null, language: Language, setup: S) => Problems<F>;
  /** The refusal's headline for the problems found. */
  refusalText: (problems: Problems<F>, language: Language) => string;
  /**
   * The answer to a submission stored before, whatever its problems now: a reload of an
   * answer, whose picture the browser does not send again. Null: not one.
   */
  repeated?: (
    values: V,
    problems: Problems<F>,
    args: FormRequest<S> & { context: ActionFunctionArgs['context']; pictureSent: boolean },
  ) => Promise<FormAnswer<V, F> | null>;
  /** The record the service stores, without the picture. */
  record: (values: V, args: FormRequest<S>) => Record<string, unknown>;
  /** The answer's texts for the service's outcome. */
  answerTexts: (outcome: PageOutcome, language: Language) => AnswerTexts;
  /**
   * The form's own answer to an outcome, before the common one: a redirect to the
   * visitor's new page, or a refusal of one field. Null leaves the outcome to the rest.
   */
  answer?: (
    outcome: PageOutcome,
    values: V,
    args: FormRequest<S>,
  ) => Response | Refusal<V, F> | null;
}

/**
 * The route action of a public form, with or without scripts: the form's values, its
 * checks (422 with what the visitor typed and the fields to fix), the record stored by the
 * same service the API's routes call, and the spec's message in the visitor's language.
 * A page without scripts sends the picture inside; the page's scripts send the id of the
 * one they uploaded first.
 */
export function publicFormAction<V, F extends string, S = undefined>(form: PublicForm<V, F, S>) {
  return async (args: ActionFunctionArgs) => {
    const { request, context } = args;
    const language = languageFromRequest(request);
    const setup = (await form.prepare?.(args, language)) as S;
    const sent = await readForm(request);
    const values = {
      ...formTexts(sent, form.texts),
      ...form.extraValues?.(sent),
    } as V;
    const picture = form.picture ? sentPicture(sent, form.picture.field) : null;
    const fileSent = Boolean(picture && 'file' in picture);
    const problems = form.check(
      values,
      picture && 'file' in picture ? picture.file : null,
      language,
      setup,
    );
    if (form.picture && picture && 'id' in picture) delete problems[form.picture.field];
    const asked = { request, language, setup };
    const repeated = await form.repeated?.(values, problems, {
      ...asked,
      context,
      pictureSent: Boolean(picture),
    });
    if (repeated) return repeated;
    if (Object.keys(problems).length) {
      const text = form.refusalText(problems, language);
      return refused<V, F>(422, { text, values, problems }, language, fileSent);
    }
    const { upload, record } = await pictureUpload(picture, form.picture?.stored ?? '');
    const outcome = await context.submissions.fromPage(
      form.kind,
      { ...form.record(values, asked), ...record, ...trapFields(sent) },
      upload,
      language,
    );
    const own = form.answer?.(outcome, values, asked);
    if (own) return own;
    const { status, code } = outcomeStatus(outcome, form.answerTexts(outcome, language), language);
    if (status.kind === 'error')
      return refused<V, F>(
        code,
        { text: status.text, detail: status.detail, values },
        language,
        fileSent,
      );
    return { status } as FormAnswer<V, F>;
  };
}
