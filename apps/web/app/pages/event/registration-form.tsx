import type { PaymentMethod } from '@coach/contract';
import { formatAmount, localDigits } from '@coach/contract/formats';
import { useRef, useState } from 'react';
import { TextField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { FormTrap } from '../../components/upload/form-trap';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { usePageForm } from '../../components/upload/use-page-form';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { eventMessages } from './event-messages';
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
  const form = useRef<HTMLFormElement>(null);
  const paid = event.price > 0;
  const [receipt, setReceipt] = useState<File | null>(null);
  const page = usePageForm<RegistrationValues, RegistrationField>('registration', () => {
    setValues(emptyRegistration());
    setReceipt(null);
    form.current?.reset();
  });
  const { problems, setProblems } = page;
  const [values, setValues] = useState<RegistrationValues>(
    () => page.servedValues ?? emptyRegistration(),
  );
  const max = event.maxSeats;
  const seats = parseSeats(values.seats, max);
  const amount =
    seats && formatAmount(registrationAmount(event.price, seats), event.currency, language);

  // The form's own problems are codes; the contract's come already in the page's language.
  const problem = (field: RegistrationField) => {
    const found = problems[field];
    if (!found) return undefined;
    if (!isRegistrationProblem(found)) return found;
    return t(found, { max: localDigits(max, language) });
  };
  const clear = (field: RegistrationField) => {
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest as typeof problems);
  };
  const text = (field: keyof RegistrationValues) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      clear(field);
    },
    error: problem(field),
    required: true,
  });

  /** Shows the fields to fix and moves to the first; the receipt's problem is said aloud. */
  function refuse(found: Partial<Record<RegistrationField, string>>) {
    setProblems(found);
    page.setStatus(found.receipt ? { kind: 'error', text: t('noReceipt') } : null);
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const sent = e.currentTarget;
    const found = validateRegistration(values, receipt, { maxSeats: max, paid });
    if (Object.keys(found).length) return refuse(found);
    // The contract's checks, loaded with zod only now: refused here, before any upload.
    const { registrationContractProblems } = await import('./registration-contract');
    const refusedByContract = registrationContractProblems(values, language);
    if (Object.keys(refusedByContract).length) return refuse(refusedByContract);
    setProblems({});
    await page.send(
      sent,
      paid && receipt
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
    <form ref={form} className="registration-form" onSubmit={submit} {...page.formProps}>
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="name" className="span-2" {...text('name')} />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...text('phone')}
        />
        <TextField label={t('email')} type="email" autoComplete="email" {...text('email')} />
        <TextField
          label={t('seats')}
          hint={t('seatsHint', { max: localDigits(max, language) })}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          {...text('seats')}
        />
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
          <ImageFileField
            label={t('receipt')}
            hint={t('receiptHint')}
            name="receipt"
            file={receipt}
            onFile={(file) => {
              setReceipt(file);
              clear('receipt');
            }}
            error={problem('receipt')}
          />
        )}
      </div>
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <FormTrap form="registration" />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={page.sending}>
          {page.sending ? t('sending') : t('submit')}
        </button>
      </div>
      <StatusMessage status={page.status} id={page.answerId} />
    </form>
  );
}
