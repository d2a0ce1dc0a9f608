import { FORM_STAMP_FIELD, SPAM_TRAP_FIELD } from '@coach/contract/options';
import { useT } from '../../i18n/messages';
import { formTrapMessages } from '../../i18n/upload';

/**
 * The spam trap's two fields in a public form (docs/decisions/0027). `website` is out of
 * sight, out of the tab order and out of the accessibility tree, so a person never fills
 * it and a robot that fills every field does. `form_started` is empty in the page as
 * served (a kept page is shared, and the same bytes on every instance); once the scripts
 * run, the form asks for a signed stamp when the visitor starts filling it
 * (use-page-form.ts). Neither takes a React value: the browser keeps what is in them.
 */
export function FormTrap({ form }: { form: string }) {
  const t = useT(formTrapMessages);
  const id = `${form}-${SPAM_TRAP_FIELD}`;
  return (
    <>
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={id}>{t('leaveEmpty')}</label>
        <input id={id} type="text" name={SPAM_TRAP_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={FORM_STAMP_FIELD} />
    </>
  );
}
