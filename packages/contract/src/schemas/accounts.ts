import { z } from 'zod';
import { email, text } from '../fields.ts';

/** Registration and sign-in. */

export const registration = z.object({
  username: text(60)
    .min(1, 'Required')
    .regex(/^[\w.@-]+$/, 'Use letters, digits and . _ @ - only'),
  email: email('Please enter a valid email address.'),
  password: z
    .string({ error: 'Required' })
    .min(8, 'Must be at least 8 characters')
    .max(200, 'Must be at most 200 characters'),
});

export const credentials = z.object({
  username: text(60).min(1, 'Required'),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(200),
});
