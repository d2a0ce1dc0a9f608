import { localDigits } from '@coach/contract/formats';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { Form, useLocation, useNavigation } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { FormTrap } from '../../components/upload/form-trap';
import { type FormAnswer, answerId } from '../../components/upload/page-form';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { eventMessages } from './event-messages';
import { RegistrantFields } from './registrant-fields';
import { type RegistrationValues, isRegistrationProblem } from './registration-values';
import { waitlistMessages } from './waitlist-messages';

export type WaitlistField = Exclude<keyof RegistrationValues, never>;
export type WaitlistAnswer = FormAnswer<RegistrationValues, WaitlistField>;

export const WAITLIST_FORM = 'waitlist';

/**
 * Name, phone, email and seats, posted to the waiting list's page (/events/{id}/waitlist,
 * waitlist-action.server.ts): without scripts as a plain POST, with them as the router's
 * form, both landing on that page with its answer. `answer`: that page's answer to show.
 */
export function WaitlistForm({ eventId, answer }: { eventId: number; answer?: WaitlistAnswer }) {
  const t = useT(waitlistMessages);
  const te = useT(eventMessages);
  const language = useLanguage();
  const { search } = useLocation();
  const sending = useNavigation().state === 'submitting';
  const values = answer?.values;
  const problems = answer?.problems ?? {};
  const max = MAX_SEATS_PER_REGISTRATION;
  const problem = (field: WaitlistField) => {
    const found = problems[field];
    if (!found) return undefined;
    return isRegistrationProblem(found) ? te(found, { max: localDigits(max, language) }) : found;
  };
  const field = (name: WaitlistField) => ({
    name,
    defaultValue: values?.[name] ?? (name === 'seats' ? '1' : ''),
    error: problem(name),
    required: true,
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`/events/${eventId}/waitlist${search}#${answerId(WAITLIST_FORM)}`}
      className="waitlist-form"
      noValidate
    >
      <div className="form-grid">
        <RegistrantFields field={field} max={max} />
      </div>
      <FormTrap form={WAITLIST_FORM} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {t('submit')}
        </button>
      </div>
      <StatusMessage status={answer?.status ?? null} id={answerId(WAITLIST_FORM)} />
    </Form>
  );
}
