import { ReceiptUploadForm } from '../../features/transfer-pages/receipt-upload-island';
import { useT } from '../../i18n/messages';
import { claimMessages } from './claim-messages';

/**
 * Takes up the held seats, posted to the claim page's action (claim-action.server.ts): a
 * paid event's with its receipt, a free one's with a button alone.
 */
export function ClaimForm({ paid }: { paid: boolean }) {
  const t = useT(claimMessages);
  return (
    <ReceiptUploadForm
      name="claim"
      className="claim-form"
      t={t}
      submit={t('claim')}
      withReceipt={paid}
    />
  );
}
