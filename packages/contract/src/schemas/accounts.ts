import { z } from 'zod';
import { email, text } from '../fields.ts';
import { apiMessage } from '../messages.ts';

/** Registration and sign-in. */

export const registration = z.object({
  username: text(60)
    .min(1, apiMessage('required'))
    .regex(/^[\w.@-]+$/, apiMessage('usernameCharacters')),
  email: email(apiMessage('validEmail')),
  password: z
    .string({ error: apiMessage('required') })
    .min(8, apiMessage('tooShort', { min: 8 }))
    .max(200, apiMessage('tooLong', { max: 200 })),
});

export const credentials = z.object({
  username: text(60).min(1, apiMessage('required')),
  password: z
    .string({ error: apiMessage('required') })
    .min(1, apiMessage('required'))
    .max(200),
});
