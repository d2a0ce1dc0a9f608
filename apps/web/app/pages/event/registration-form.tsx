import type { PaymentMethod } from '@coach/contract';
import { formatAmount, localDigits } from '@coach/contract/formats';
import { StatusMessage } from '../../components/status-message';
import { FormFoot } from '../../components/upload/form-foot';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useFormFields } from '../../components/upload/use-form-fields';
import { usePageForm } from '../../components/upload/use-page-form';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { eventMessages } from './event-messages';
import { RegistrantFields } from './registrant-fields';
import type { EventPageView } from './event.server';
import {
  type RegistrationField,
  type RegistrationValues,
  emptyRegistration,
  isRegistrationProblem,
  parseSeats,
  registrationAmount,
  validateRegistration,
} from './registration-values';

/**
 * Name, phone, email and seats, and for a paid event the amount to transfer, the accounts
 * and the receipt: posted to the page's action (registration-action.server.ts), without
 * scripts as one multipart POST, with them the receipt first (with progress), then the
 * rest. The answer (the reference, or why not) shows under the form, and stays when the
 * seats it took were the last (the form gives way to "full").
 */
export function RegistrationForm({
  event,
  paymentMethods,
}: {
  event: EventPageView;
  paymentMethods: readonly PaymentMethod[];
}) {
  const t = useT(eventMessages);
  const language = useLanguage();
  const paid = event.price > 0;
  const page = usePageForm<RegistrationValues, RegistrationField>('registration', () =>
    fields.reset(),
  );
  const max = event.maxSeats;
  const fields = useFormFields({
    page,
    empty: emptyRegistration,
    say: (found) =>
      isRegistrationProblem(found) ? t(found, { max: localDigits(max, language) }) : found,
    form: page.form,
    file: 'receipt',
  });
  const { values, chosen: receipt, text, refuse } = fields;
  const seats = parseSeats(values.seats, max);
  const amount =
    seats && formatAmount(registrationAmount(event.price, seats), event.currency, language);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const sent = e.currentTarget;
    const found = fields.checked(validateRegistration(values, receipt, { maxSeats: max, paid }));
    if (Object.keys(found).length) return refuse(found);
    // The contract's checks, loaded with zod only now: refused here, before any upload.
    const { registrationContractProblems } = await import('./registration-contract');
    const refusedByContract = registrationContractProblems(values, language);
    if (Object.keys(refusedByContract).length) return refuse(refusedByContract);
    page.setProblems({});
    await page.send(
      sent,
      paid
        ? { field: 'receipt', file: receipt, uploadFailed: t('uploadFailed'), purpose: 'receipt' }
        : undefined,
    );
  }

  // Full or closed, maybe by this visitor's own registration: the answer stays in view.
  if (event.seats?.kind !== 'left')
    return (
      <div className="registration-none">
        <p className="event-register-none">
          {event.seats?.kind === 'full' ? t('fullText') : t('closedText')}
        </p>
        <StatusMessage status={page.status} id={page.answerId} />
      </div>
    );

  return (
    <form className="registration-form" onSubmit={submit} {...page.formProps}>
      <div className="form-grid">
        <RegistrantFields field={text} max={max} />
        {paid && (
          <div className="registration-pay span-2">
            <h3>{t('payTitle')}</h3>
            {/* The sum behind the amount to transfer, which the accounts' box shows (if any). */}
            <p className="registration-amount" aria-live="polite">
              {amount &&
                t(paymentMethods.length ? 'amountLine' : 'amountTotal', {
                  seats: localDigits(seats, language),
                  price: formatAmount(event.price, event.currency, language),
                  amount,
                })}
            </p>
            <PaymentMethods
              methods={paymentMethods}
              language={language}
              amount={amount || undefined}
            />
            <p className="registration-pay-then">{t('payThenUpload')}</p>
          </div>
        )}
        {paid && (
          <ImageFileField label={t('receipt')} hint={t('receiptHint')} {...fields.fileProps()} />
        )}
      </div>
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <FormFoot form="registration" page={page} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
