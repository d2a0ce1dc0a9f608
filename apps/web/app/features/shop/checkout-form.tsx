import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useUploadThenPost } from '../../components/upload/use-upload-then-post';
import { checkoutMessages } from '../../i18n/checkout';
import { useT } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import {
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutValues,
  emptyCheckout,
  orderPayload,
  validateCheckout,
} from './checkout-values';
import type { ShopLocationState } from './order-placed';

export interface CheckoutProduct {
  /** The English heading: orders are recorded under it whatever the visitor's language. */
  headingEn: string;
  price: number;
  currency: string;
}

/**
 * Billing and shipping for one product: the receipt is uploaded first (with progress),
 * then the order is posted; on success the visitor is back on /shops, which shows "Order
 * placed successfully!".
 */
export function CheckoutForm({
  product,
  quantity,
  onQuantityChange,
}: {
  product: CheckoutProduct;
  quantity: string;
  onQuantityChange: (quantity: string) => void;
}) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Omit<CheckoutValues, 'quantity'>>(emptyCheckout);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<CheckoutField, CheckoutProblem>>>({});
  const { status, setStatus, percent, sending, send } = useUploadThenPost();

  const clear = (field: CheckoutField) => {
    if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest);
  };
  const text = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      clear(field);
    },
    error: problems[field] && t(problems[field]),
    required: true,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const all = { ...values, quantity };
    const found = validateCheckout(all, receipt);
    setProblems(found);
    if (Object.keys(found).length || !receipt) {
      setStatus(found.receipt ? { kind: 'error', text: t(found.receipt) } : null);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await send({
      file: receipt,
      url: '/api/payments',
      record: (receiptId) => orderPayload(all, product, receiptId, language),
      messages: {
        uploadFailed: t('uploadFailed'),
        postFailed: t('orderFailed'),
        success: t('success'),
      },
      // The form is being left: it stays disabled until the shop replaces it.
      stayBusy: true,
      onSent: () => {
        const state: ShopLocationState = { orderPlaced: true };
        // Replace the checkout in the history: Back from the shop should not reopen a sent order.
        void navigate('/shops', { replace: true, state });
      },
    });
  }

  return (
    <form ref={form} className="checkout-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <TextField label={t('name')} autoComplete="name" {...text('name')} />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...text('phone_number')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          className="span-2"
          {...text('email')}
        />
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
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={quantity}
          onChange={(e) => {
            onQuantityChange(e.target.value);
            clear('quantity');
          }}
          error={problems.quantity && t(problems.quantity)}
        />
        <ImageFileField
          label={t('receipt')}
          hint={t('receiptHint')}
          name="receipt"
          file={receipt}
          onFile={(file) => {
            setReceipt(file);
            clear('receipt');
          }}
          error={problems.receipt && t(problems.receipt)}
        />
      </div>
      <UploadProgress
        percent={percent}
        text={t('uploading', { percent: localDigits(percent ?? 0, language) })}
      />
      <div className="form-actions checkout-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('placing') : t('placeOrder')}
        </button>
        <Link to="/shops" className="button button-outline">
          {t('cancel')}
        </Link>
      </div>
      <StatusMessage status={status} />
    </form>
  );
}
