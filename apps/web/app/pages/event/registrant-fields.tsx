import { localDigits } from '@coach/contract/formats';
import { COUNT_INPUT, EMAIL_INPUT, PHONE_INPUT, TextField } from '../../components/form-field';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { eventMessages } from './event-messages';
import type { RegistrationValues } from './registration-values';

type FieldProps = Omit<React.ComponentProps<typeof TextField>, 'label'>;

/**
 * Who asks for seats and how many: name, phone, email and seats, on the registration form
 * and the waiting list's. `field`: a field's props as the form keeps it (typed or posted).
 */
export function RegistrantFields({
  field,
  max,
}: {
  field: (name: keyof RegistrationValues) => FieldProps;
  max: number;
}) {
  const t = useT(eventMessages);
  const language = useLanguage();
  return (
    <>
      <TextField label={t('name')} autoComplete="name" className="span-2" {...field('name')} />
      <TextField label={t('phone')} {...PHONE_INPUT} {...field('phone')} />
      <TextField label={t('email')} {...EMAIL_INPUT} {...field('email')} />
      <TextField
        label={t('seats')}
        hint={t('seatsHint', { max: localDigits(max, language) })}
        {...COUNT_INPUT}
        max={max}
        {...field('seats')}
      />
    </>
  );
}
