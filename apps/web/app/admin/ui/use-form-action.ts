import type { FormEvent } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../crud/form-values.ts';
import type { NoticeMessage } from './notice.tsx';
import { type FieldNames, type FormNotices, sendForm } from './send-form.ts';

/**
 * The state of a screen's small forms (sign-in, register, a password, an invitation):
 * whether a send is under way (buttons disabled), the errors by field and the notice.
 * `handle` makes a form's submit handler: its fields read, checked with the contract's
 * schema, then sent (see sendForm). One screen's forms share the state: the sign-in's
 * password and code steps, the reset's request and new password. A record form gives its
 * own `notices` (see FormNotices).
 */
export function useFormAction(initialNotice?: NoticeMessage, notices?: FormNotices) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);

  const handle =
    <S extends z.ZodType>(
      schema: S,
      /** The body the schema checks, from the form's fields (or the screen's state). */
      read: (form: FormData) => unknown,
      /** The call; the form element is there to be reset after it. */
      call: (data: z.output<S>, form: HTMLFormElement) => Promise<void>,
      names?: FieldNames,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      return sendForm(
        schema,
        read(new FormData(form)),
        (data) => call(data, form),
        {
          errors: setErrors,
          notice: setNotice,
          busy: setBusy,
        },
        names,
        notices,
      );
    };

  return { errors, setErrors, notice, setNotice, busy, handle };
}

/** A form field's text ('' when absent). */
export const fieldText = (form: FormData, name: string) => String(form.get(name) ?? '');
