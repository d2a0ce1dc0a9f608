import { Link } from 'react-router';
import {
  COUNT_INPUT,
  EMAIL_INPUT,
  PHONE_INPUT,
  TextAreaField,
  TextField,
} from '../../../components/form-field';
import { ImageFileField } from '../../../components/upload/image-file-field';
import { UploadProgress } from '../../../components/upload/upload-progress';
import { useFormFields } from '../../../components/upload/use-form-fields';
import { usePageForm } from '../../../components/upload/use-page-form';
import { FormFoot } from '../../../components/upload/form-foot';
import { checkoutMessages } from './checkout-messages';
import { useT } from '../../../i18n/messages';
import { useLanguage } from '../../../lib/language';
import {
  type CheckoutField,
  type CheckoutValues,
  emptyCheckout,
  isCheckoutProblem,
  validateCheckout,
} from './checkout-values';

/**
 * Billing and shipping for one product, posted to the page's route action
 * (checkout-action.server.ts): without scripts as one multipart POST with the receipt,
 * with them the receipt first (with progress), then the order. On success the visitor
 * is on their order's page (/orders/{token}), which shows "Order placed successfully!".
 */
export function CheckoutForm({
  quantity,
  onQuantityChange,
}: {
  quantity: string;
  onQuantityChange: (quantity: string) => void;
}) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  // Success answers with a redirect to the shop: nothing to clear here.
  const page = usePageForm<CheckoutValues, CheckoutField>('checkout');
  const fields = useFormFields<Omit<CheckoutValues, 'quantity'>, CheckoutField>({
    page,
    empty: emptyCheckout,
    say: (found) => (isCheckoutProblem(found) ? t(found) : found),
    form: page.form,
    file: 'receipt',
  });
  const { values, chosen: receipt, problem, clear, text, refuse } = fields;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = event.currentTarget;
    const typed = { ...values, quantity };
    const found = fields.checked(validateCheckout(typed, receipt));
    if (Object.keys(found).length) return refuse(found);
    // The contract's own checks, loaded with zod only now: what the API would refuse is
    // refused here, before the receipt is uploaded.
    const { checkoutContractProblems } = await import('./checkout-contract');
    const refusedByContract = checkoutContractProblems(typed, language);
    if (Object.keys(refusedByContract).length) return refuse(refusedByContract);
    page.setProblems({});
    await page.send(sent, {
      field: 'receipt',
      file: receipt,
      uploadFailed: t('uploadFailed'),
      purpose: 'receipt',
    });
  }

  return (
    <form className="checkout-form" onSubmit={submit} {...page.formProps}>
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="name" {...text('name')} />
        <TextField label={t('phone')} {...PHONE_INPUT} {...text('phone_number')} />
        <TextField label={t('email')} {...EMAIL_INPUT} className="span-2" {...text('email')} />
        <TextAreaField
          label={t('address')}
          autoComplete="street-address"
          rows={3}
          className="span-2"
          {...text('address')}
        />
        <TextField
          label={t('quantity')}
          name="quantity"
          {...COUNT_INPUT}
          required
          value={quantity}
          onChange={(e) => {
            onQuantityChange(e.target.value);
            clear('quantity');
          }}
          error={problem('quantity')}
        />
        <ImageFileField label={t('receipt')} hint={t('receiptHint')} {...fields.fileProps()} />
      </div>
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <FormFoot
        form="checkout"
        page={page}
        label={t('placeOrder')}
        busyLabel={t('placing')}
        actionsClassName="checkout-actions"
      >
        <Link to="/shops" className="button button-outline">
          {t('cancel')}
        </Link>
      </FormFoot>
    </form>
  );
}
