import { z } from 'zod';
import { email, fileRef, integer, longText, oneOf, text } from '../fields.ts';
import { LANGUAGES } from '../options.ts';
import { MAX_SEATS_PER_REGISTRATION, REGISTRATION_STATUSES } from '../registrations.ts';
import { shape } from '../shape.ts';
import { apiMessage } from '../messages.ts';

/**
 * POST /events/{id}/registrations: a visitor takes seats in an event. The same fields and
 * messages as the checkout's (name, phone, email, receipt); `seats` 1 when left out. A paid
 * event needs the receipt, which only the API can tell (it knows the price).
 */
const registrationFields = {
  name: text(200),
  phone: text(50),
  email: email(),
  seats: integer(apiMessage('seatsWhole')).refine(
    (n) => n >= 1 && n <= MAX_SEATS_PER_REGISTRATION,
    apiMessage('seatsRange', { max: MAX_SEATS_PER_REGISTRATION }),
  ),
  receipt_photo: fileRef(),
  /** The language the visitor registered in, for what they are sent; the page's by default. */
  language: oneOf(LANGUAGES),
};
export const eventRegistration = {
  fields: registrationFields,
  create: shape(registrationFields, { name: true, phone: true, email: true }),
  /** PUT /registrations/{id}/status: the owner's move; a rejection says why, as an order's. */
  status: z
    .object({ status: oneOf(REGISTRATION_STATUSES), reason: longText(1000).optional() })
    .superRefine((body, ctx) => {
      if (body.status === 'rejected' && !body.reason?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: apiMessage('rejectReason') });
      }
    }),
  /** POST /registrations/{token}/receipt: the new receipt of a rejected registration. */
  receipt: shape({ receipt_photo: fileRef() }, { receipt_photo: apiMessage('uploadReceipt') }),
};

/** PUT /registrations/{id}/check-in: the ticket's code, scanned or typed. */
const checkInFields = { code: text(500) };
export const registrationCheckIn = shape(checkInFields, { code: true });
