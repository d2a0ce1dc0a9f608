import { fileRef } from '../fields.ts';
import { shape } from '../shape.ts';
import { eventRegistration } from './registrations.ts';

/**
 * POST /events/{id}/waitlist: a visitor waits for seats of a full event. The registration
 * form's fields and messages (name, phone, email, seats 1 to MAX_SEATS_PER_REGISTRATION,
 * language), without the receipt: nothing is paid before seats are offered.
 */
const { receipt_photo: _receipt, ...waitlistFields } = eventRegistration.fields;
export const waitlist = {
  fields: waitlistFields,
  create: shape(waitlistFields, { name: true, phone: true, email: true }),
  /** POST /waitlist/{token}/claim: the receipt, which a paid event's claim needs. */
  claim: shape({ receipt_photo: fileRef() }, {}),
};
