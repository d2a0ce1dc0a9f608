import type { Language } from '@coach/contract/options';
import { eventRegistration } from '@coach/contract/schemas/registrations';
import { contractProblems } from '../../components/upload/contract-problems';
import type { RegistrationField, RegistrationValues } from './registration-values';

/** The fields the visitor types, as POST /api/events/{id}/registrations checks them. */
const typed = eventRegistration.create.pick({ name: true, phone: true, email: true, seats: true });

/**
 * What the API would refuse in the typed fields (a name over 200 characters, a phone over
 * 50), in the page's language: checked before the receipt is uploaded.
 */
export const registrationContractProblems = (values: RegistrationValues, language: Language) =>
  contractProblems<RegistrationField>(typed, values, language);
