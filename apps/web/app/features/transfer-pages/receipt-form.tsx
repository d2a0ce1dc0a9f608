import { useT } from '../../i18n/messages';
import { receiptMessages } from './receipt-messages';
import { ReceiptUploadForm } from './receipt-upload-island';

/** A rejected order's or registration's new receipt, posted to its page's action. */
export function ReceiptForm() {
  const t = useT(receiptMessages);
  return (
    <ReceiptUploadForm
      name="receipt"
      className="order-receipt-form"
      t={t}
      submit={t('sendReceipt')}
    />
  );
}
