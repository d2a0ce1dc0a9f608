import { localDigits } from '@coach/contract/formats';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { useLocation, useNavigate } from 'react-router';
import { FormFoot } from '../../components/upload/form-foot';
import { type FormAnswer, answerId } from '../../components/upload/page-form';
import { usePageForm } from '../../components/upload/use-page-form';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { eventMessages } from './event-messages';
import { RegistrantFields } from './registrant-fields';
import { type RegistrationValues, isRegistrationProblem } from './registration-values';
import { waitlistMessages } from './waitlist-messages';

export type WaitlistField = Exclude<keyof RegistrationValues, never>;
export type WaitlistAnswer = FormAnswer<RegistrationValues, WaitlistField>;

import { WAITLIST_FORM } from './waitlist-form-name';

/**
 * Name, phone, email and seats, posted to the waiting list's page (/events/{id}/waitlist,
 * waitlist-action.server.ts): without scripts as a plain POST, with them sent in place
 * (tried again on a weak connection, use-page-form.ts), both landing on that page with its
 * answer (in place, the answer rides in the navigation's state). `answer`: that page's
 * answer to show.
 */
export function WaitlistForm({ eventId, answer }: { eventId: number; answer?: WaitlistAnswer }) {
  const t = useT(waitlistMessages);
  const te = useT(eventMessages);
  const language = useLanguage();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const path = `/events/${eventId}/waitlist`;
  const page = usePageForm<RegistrationValues, WaitlistField>(WAITLIST_FORM, undefined, {
    action: `${path}${search}`,
    onAnswer: async (sent) => {
      await navigate(`${path}${search}#${answerId(WAITLIST_FORM)}`, {
        state: { [WAITLIST_FORM]: sent },
        replace: pathname === path,
      });
    },
  });
  const values = answer?.values;
  const problems = answer?.problems ?? page.problems;
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
    <form
      className="waitlist-form"
      {...page.formProps}
      onSubmit={(event) => {
        event.preventDefault();
        void page.send(event.currentTarget);
      }}
    >
      <div className="form-grid">
        <RegistrantFields field={field} max={max} />
      </div>
      <FormFoot
        form={WAITLIST_FORM}
        page={page}
        status={page.status ?? answer?.status ?? null}
        label={t('submit')}
      />
    </form>
  );
}
