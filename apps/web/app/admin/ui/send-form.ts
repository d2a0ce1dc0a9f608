import type { z } from 'zod';
import { type FieldErrors, validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { type NoticeMessage, problemNotice } from './notice.tsx';

/** Where one send of a form shows its state. */
export interface FormState {
  errors: (errors: FieldErrors) => void;
  notice: (notice: NoticeMessage | undefined) => void;
  busy: (busy: boolean) => void;
}

/**
 * The form's own names of the schema's fields, where a screen's ids must differ from them
 * (two password fields on one screen). Errors of fields it does not name are not shown.
 */
export type FieldNames = Record<string, string>;

/**
 * A record form's own notices. Its many fields may be out of sight, so a refusal is said
 * above them too, in the screen's words; a small form says only what a field cannot.
 */
export interface FormNotices {
  /** When the contract refuses the body (nothing is sent). */
  invalid?: (errors: FieldErrors) => NoticeMessage;
  /** When the call fails, said beside any field errors. */
  failed?: (error: unknown) => NoticeMessage;
}

function named(errors: FieldErrors, names?: FieldNames): FieldErrors {
  if (!names) return errors;
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors))
    if (names[field]) shown[names[field]] = message;
  return shown;
}

/**
 * One send of a back-office form. The contract's schema checks the body first (the rules
 * the API applies; nothing is sent while it refuses), then the call runs with the checked
 * data. A refusal shows where it belongs: the API's field errors beside their fields, any
 * other refusal in the notice, in the API's words (or the screen's own notices, if given).
 * Answers whether the call succeeded.
 */
export async function sendForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  call: (data: z.output<S>) => Promise<void>,
  show: FormState,
  names?: FieldNames,
  notices: FormNotices = {},
): Promise<boolean> {
  const checked = validate(schema, body);
  if (!checked.ok) {
    const errors = named(checked.errors, names);
    show.errors(errors);
    if (notices.invalid) show.notice(notices.invalid(errors));
    return false;
  }
  show.errors({});
  show.notice(undefined);
  show.busy(true);
  try {
    await call(checked.data as z.output<S>);
    return true;
  } catch (error) {
    const fields = named(apiFieldErrors(error), names);
    show.errors(fields);
    if (notices.failed) show.notice(notices.failed(error));
    else if (!Object.keys(fields).length) show.notice(problemNotice(error));
    return false;
  } finally {
    show.busy(false);
  }
}
