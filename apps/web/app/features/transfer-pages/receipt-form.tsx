import { useState } from 'react';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { usePageForm } from '../../components/upload/use-page-form';
import { useT } from '../../i18n/messages';
import { isChosenFile } from '../../lib/upload-file';
import { receiptMessages } from './receipt-messages';

/**
 * A rejected order's or registration's new receipt, posted to its page's action (one multipart POST
 * without scripts; with them, the file first with progress, then the form).
 */
export function ReceiptForm() {
  const t = useT(receiptMessages);
  const page = usePageForm<Record<string, never>, 'receipt'>('receipt');
  const [receipt, setReceipt] = useState<File | null>(null);
  const problem = page.problems.receipt;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Whether it is an image is for its bytes to say, where it is stored.
    if (!isChosenFile(receipt)) {
      page.setProblems({ receipt: 'noReceipt' });
      page.setStatus({ kind: 'error', text: t('noReceipt') });
      return;
    }
    await page.send(event.currentTarget, {
      field: 'receipt',
      file: receipt,
      uploadFailed: t('uploadFailed'),
      purpose: 'receipt',
    });
  }

  return (
    <form className="order-receipt-form" onSubmit={submit} {...page.formProps}>
      <ImageFileField
        label={t('receipt')}
        hint={t('receiptHint')}
        name="receipt"
        file={receipt}
        onFile={(file) => {
          setReceipt(file);
          page.setProblems({});
        }}
        error={problem && t(problem as 'noReceipt')}
      />
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <button type="submit" className="button button-primary" disabled={page.sending}>
        {page.sending ? t('sending') : t('sendReceipt')}
      </button>
      <StatusMessage status={page.status} id={page.answerId} />
    </form>
  );
}
