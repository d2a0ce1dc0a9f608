import type { BookingOffer } from '@coach/contract/booking';
import { APPOINTMENT_FOR, MODES_OF_CONTACT } from '@coach/contract/options';
import { useState } from 'react';
import { appointmentMessages } from './appointment-messages';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { laterCheck } from '../../components/upload/later-check';
import { usePageForm } from '../../components/upload/use-page-form';
import { FormFoot } from '../../components/upload/form-foot';
import { SlotPicker } from './slot-picker';
import {
  type AppointmentField,
  type AppointmentFor,
  type AppointmentValues,
  emptyAppointment,
  isAppointmentProblem,
  validateAppointment,
} from './appointment-values';

/**
 * The contract's check of a request, as the page's action makes it (appointment-contract.ts),
 * with zod: loaded when the visitor first moves into the form, not with the page.
 */
const contract = laterCheck(() => import('./appointment-contract'));

export interface AppointmentFormProps {
  /** The page's preset for "Appointment for"; kept when the form resets. */
  preset?: AppointmentFor;
  /** The free times to choose from; none while booking is off (the spec's plain request). */
  offer?: BookingOffer | null;
}

/**
 * The appointment request: every field required, an email pattern for the Email mode,
 * posted to the page's route action (appointment-action.server.ts), emptied after success.
 */
export function AppointmentForm({ preset, offer }: AppointmentFormProps) {
  const t = useT(appointmentMessages);
  const language = useLanguage();
  const page = usePageForm<AppointmentValues, AppointmentField>(
    'appointment',
    () => setValues(emptyAppointment(preset)),
    { preload: contract.preload },
  );
  const { problems, setProblems } = page;
  const [values, setValues] = useState<AppointmentValues>(
    () => page.servedValues ?? emptyAppointment(preset),
  );
  const set = <K extends AppointmentField>(field: K, value: AppointmentValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest as typeof problems);
  };
  // The form's own problems are codes; the contract's come in the page's language.
  const problem = (field: AppointmentField) => {
    const found = problems[field];
    return found && (isAppointmentProblem(found) ? t(found) : found);
  };
  const text = (
    field: Exclude<AppointmentField, 'agree' | 'mode_of_contact' | 'appointment_for' | 'starts_at'>,
  ) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, e.target.value),
    error: problem(field),
    required: field !== 'email',
  });
  /** A choice among the contract's options, each shown as `label` says it. */
  const choice = <
    K extends 'mode_of_contact' | 'appointment_for',
    O extends AppointmentValues[K] & string,
  >(
    field: K,
    options: readonly O[],
    label: (option: O) => string,
  ) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
      set(field, e.target.value as AppointmentValues[K]),
    placeholder: t('choose'),
    options: options.map((value) => ({ value, label: label(value) })),
    error: problem(field),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const sent = event.currentTarget as HTMLFormElement;
    const found = validateAppointment(values);
    setProblems(found);
    if (Object.keys(found).length) {
      page.setStatus(
        found.contact_information === 'invalidEmail' || found.email === 'invalidEmail'
          ? { kind: 'error', text: t('invalidEmail') }
          : null,
      );
      // Take keyboard and screen-reader users to the first field to fix (fields are
      // checked in the order they appear).
      const first = page.form.current?.elements.namedItem(Object.keys(found)[0]!);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    // What the API would refuse is refused here, beside its field in the API's words; its
    // code out of reach (the connection lost meanwhile), the action checks it alone.
    const refused = await contract.problems((code) =>
      code.appointmentContractProblems(values, language),
    );
    if (Object.keys(refused).length) {
      setProblems(refused);
      page.setStatus(null);
      // After the render that marks the fields, in the order they appear.
      requestAnimationFrame(() =>
        page.form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    await page.send(sent);
  }

  const isEmail = values.mode_of_contact === 'Email';
  // A kind of appointment with hours of its own offers its own times.
  const purpose = values.appointment_for || undefined;
  const slotPage = offer ? ((purpose && offer.by_purpose[purpose]) ?? offer) : null;
  return (
    <form className="appointment-form" onSubmit={submit} {...page.formProps}>
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="name" {...text('name')} />
        <TextField label={t('role')} autoComplete="organization-title" {...text('role')} />
        <TextField label={t('business')} autoComplete="organization" {...text('business')} />
        <SelectField
          label={t('modeOfContact')}
          {...choice('mode_of_contact', MODES_OF_CONTACT, (m) => t(`mode.${m}`))}
        />
        <TextField
          label={t('contactInformation')}
          type={isEmail ? 'email' : 'text'}
          inputMode={isEmail ? 'email' : undefined}
          autoComplete={isEmail ? 'email' : 'tel'}
          hint={isEmail ? t('contactHintEmail') : t('contactHintOther')}
          {...text('contact_information')}
        />
        <SelectField
          label={t('appointmentFor')}
          {...choice('appointment_for', APPOINTMENT_FOR, (a) => t(`for.${a}`))}
        />
        {/* Booking on: an address for the confirmation, whatever the way of contact (with
            Email chosen, the contact itself is that address). */}
        {offer && !isEmail && (
          <TextField
            label={t('confirmationEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={t('confirmationEmailHint')}
            {...text('email')}
          />
        )}
        {offer && slotPage && (
          <div className="span-2">
            <SlotPicker
              days={slotPage.days}
              earlier={slotPage.earlier}
              later={slotPage.later}
              timeZone={offer.time_zone}
              value={values.starts_at}
              onChange={(startsAt) => set('starts_at', startsAt)}
              allowNone
              error={problem('starts_at')}
              idPrefix="appointment-slot"
            />
          </div>
        )}
        <TextAreaField label={t('message')} className="span-2" {...text('message')} />
        <CheckboxField
          label={t('agree')}
          name="agree"
          className="span-2"
          required
          checked={values.agree}
          onChange={(e) => set('agree', e.target.checked)}
          error={problem('agree')}
        />
      </div>
      <FormFoot
        form="appointment"
        page={page}
        label={values.starts_at ? t('book') : t('send')}
        busyLabel={t('sending')}
      />
    </form>
  );
}
