import { z } from 'zod';
import { BOOKING_STATES } from '../booking.ts';
import {
  boolean,
  dateTime,
  email,
  fileRef,
  integer,
  longText,
  number,
  oneOf,
  text,
} from '../fields.ts';
import {
  APPOINTMENT_FOR,
  DEFAULT_CURRENCY,
  EMAIL_PATTERN,
  LANGUAGES,
  MODES_OF_CONTACT,
} from '../options.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { shape } from '../shape.ts';
import { apiMessage } from '../messages.ts';

/** What visitors send: appointment requests, orders, testimonials. */

const appointmentFields = {
  name: text(200),
  role: text(200),
  business: text(200),
  mode_of_contact: oneOf(MODES_OF_CONTACT),
  contact_information: text(320),
  appointment_for: oneOf(APPOINTMENT_FOR),
  message: longText(5000),
  /**
   * Where a booked time's confirmation, private link, calendar file and reminder go,
   * whatever the way of contact: optional, beyond the spec's payload, which stays valid.
   */
  email: email(),
};
// The pattern lives with the option lists, which the pages import without zod.
export { EMAIL_PATTERN };
export const appointment = {
  fields: appointmentFields,
  create: shape(appointmentFields, {
    name: true,
    role: true,
    business: true,
    mode_of_contact: true,
    contact_information: true,
    appointment_for: true,
    message: true,
  }).superRefine((a, ctx) => {
    const contact = a.contact_information;
    if (a.mode_of_contact === 'Email' && contact && !EMAIL_PATTERN.test(contact)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact_information'],
        message: apiMessage('validEmail'),
      });
    }
  }),
  /**
   * Set by the server, never by the request's fields: the time it booked (decision 0033),
   * the visitor's private link and language, and the owner's note.
   */
  fixed: {
    starts_at: dateTime(),
    ends_at: dateTime(),
    booking: oneOf(BOOKING_STATES),
    token: text(64),
    language: oneOf(LANGUAGES),
    note: longText(5000),
    /** Whether the owner has dealt with the request (`PUT /appointments/{id}/resolve`). */
    resolved: boolean(),
  },
  /** `PUT /appointments/{id}/note`: the owner's words, never shown to the visitor. */
  note: z.object({ note: longText(5000) }),
};

const paymentFields = {
  product_name: text(200),
  amount: number(apiMessage('amountNumber')),
  currency: text(10),
  name: text(200),
  phone_number: text(50),
  email: email(),
  address: longText(1000),
  quantity: integer(apiMessage('quantityWhole'))
    .refine((n) => n >= 1, apiMessage('quantityMin'))
    .refine((n) => n <= 10_000, apiMessage('quantityMax')),
  receipt_photo: fileRef(),
};
export const payment = {
  fields: paymentFields,
  create: shape(paymentFields, {
    product_name: true,
    name: true,
    phone_number: true,
    email: true,
    address: true,
    receipt_photo: apiMessage('uploadReceipt'),
  }),
  defaults: { quantity: 1, currency: DEFAULT_CURRENCY },
  fixed: {
    reference: text(20),
    status: oneOf(ORDER_STATUSES),
    reason: longText(1000),
    note: longText(5000),
    language: oneOf(LANGUAGES),
    /** When the customer was told the payment is received: they are told once. */
    paid_mailed: dateTime(),
    resolved: boolean(),
    /** Whether the order holds units of a tracked product's stock. */
    stock_held: boolean(),
  },
  /** PUT /payments/{id}/status: the owner's move; a rejection says why, for the customer. */
  status: z
    .object({ status: oneOf(ORDER_STATUSES), reason: longText(1000).optional() })
    .superRefine((body, ctx) => {
      if (body.status === 'rejected' && !body.reason?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: apiMessage('rejectReason') });
      }
    }),
  /** POST /orders/{token}/receipt: the new receipt of a rejected order. */
  receipt: shape({ receipt_photo: fileRef() }, { receipt_photo: apiMessage('uploadReceipt') }),
  /** PUT /payments/{id}/note: the owner's own note, never shown to the customer. */
  note: z.object({ note: longText(5000) }),
};

const testimonialFields = {
  name: text(200),
  organization: text(200),
  programs: text(500),
  programs_mm: text(500),
  role: text(200),
  differences: longText(5000),
  take_away: longText(5000),
  photo: fileRef(),
};
export const testimonial = {
  fields: testimonialFields,
  create: shape(testimonialFields, {
    name: true,
    organization: true,
    programs: true,
    role: true,
    differences: true,
    take_away: true,
    photo: apiMessage('selectPhoto'),
  }),
};

/**
 * PUT /resolve, /publish and /unpublish bodies. Publish, unpublish and an order's resolve
 * take their meaning from the action; an appointment's resolve reads `resolved`: true (the
 * spec's call, and what no body means) or false, which undoes it.
 */
export const resolveBody = z.object({ resolved: boolean().optional() }).optional();
