import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { type FieldErrors, validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { type NoticeMessage, failure } from './notice.tsx';

/** Where one send of a form shows its state. */
export interface FormState {
  errors: (errors: FieldErrors) => void;
  notice: (notice: NoticeMessage | undefined) => void;
  busy: (busy: boolean) => void;
}

/**
 * One send of a back-office form. The contract's schema checks the body first (the rules
 * the API applies; nothing is sent while it refuses), then the call runs with the checked
 * data. A refusal shows where it belongs: a 422's field errors beside their fields, any
 * other of the API's refusals in the notice. Answers whether the call succeeded.
 */
export async function sendForm<S extends z.ZodType>(
  schema: S,
  body: Record<string, unknown>,
  call: (data: z.output<S>) => Promise<void>,
  show: FormState,
): Promise<boolean> {
  const checked = validate(schema, body);
  if (!checked.ok) {
    show.errors(checked.errors);
    return false;
  }
  show.errors({});
  show.notice(undefined);
  show.busy(true);
  try {
    await call(checked.data as z.output<S>);
    return true;
  } catch (error) {
    show.errors(apiFieldErrors(error));
    if (error instanceof ApiError && error.status !== 422) show.notice(failure(error.detail));
    return false;
  } finally {
    show.busy(false);
  }
}
