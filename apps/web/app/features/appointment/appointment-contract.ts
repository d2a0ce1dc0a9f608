import type { Language } from '@coach/contract/options';
import { appointment } from '@coach/contract/schemas/submissions';
import { contractProblems } from '../../components/upload/contract-problems';
import {
  type AppointmentField,
  type AppointmentValues,
  appointmentPayload,
} from './appointment-values';

/**
 * What POST /api/appointment would refuse in the request (a name over 200 characters, a
 * message over 5,000, an email over 320), in the page's language. The form has every field
 * of the request's schema, which is used whole: zod will not pick fields from a schema with
 * a refinement (here the contact's address for the Email mode). Checked by the page's action
 * and, loaded when the visitor first moves into the form, by the browser (zod stays off the
 * first load, decision 0011).
 */
export const appointmentContractProblems = (values: AppointmentValues, language: Language) =>
  contractProblems<AppointmentField>(appointment.create, appointmentPayload(values), language);
