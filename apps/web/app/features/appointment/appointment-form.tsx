import type { BookingOffer } from '@coach/contract/booking';
import { APPOINTMENT_FOR, MODES_OF_CONTACT } from '@coach/contract/options';
import { useState } from 'react';
import { appointmentMessages } from './appointment-messages';
import { useT } from '../../i18n/messages';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { usePageForm } from '../../components/upload/use-page-form';
import { FormFoot } from '../../components/upload/form-foot';
import { SlotPicker } from './slot-picker';
import {
  type AppointmentField,
  type AppointmentFor,
  type AppointmentProblem,
  type AppointmentValues,
  emptyAppointment,
  validateAppointment,
} from './appointment-values';

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
  const page = usePageForm<AppointmentValues, AppointmentField>('appointment', () =>
    setValues(emptyAppointment(preset)),
  );
  const { problems, setProblems } = page;
  const [values, setValues] = useState<AppointmentValues>(
    () => page.servedValues ?? emptyAppointment(preset),
  );
  const set = <K extends AppointmentField>(field: K, value: AppointmentValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest as typeof problems);
  };
  const problem = (field: AppointmentField) =>
    problems[field] && t(problems[field] as AppointmentProblem);
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
    await page.send(event.currentTarget as HTMLFormElement);
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
