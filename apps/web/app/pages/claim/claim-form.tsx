import { useState } from 'react';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { usePageForm } from '../../components/upload/use-page-form';
import { useT } from '../../i18n/messages';
import { isChosenFile } from '../../lib/upload-file';
import { claimMessages } from './claim-messages';

/**
 * Takes up the held seats, posted to the claim page's action (claim-action.server.ts): a
 * paid event's with its receipt (one multipart POST without scripts; with them, the file
 * first with progress, then the form), a free one's with a button alone.
 */
export function ClaimForm({ paid }: { paid: boolean }) {
  const t = useT(claimMessages);
  const page = usePageForm<Record<string, never>, 'receipt'>('claim');
  const [receipt, setReceipt] = useState<File | null>(null);
  const problem = page.problems.receipt;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!paid) return page.send(event.currentTarget);
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
    <form className="claim-form" onSubmit={submit} {...page.formProps}>
      {paid && (
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
      )}
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <button type="submit" className="button button-primary" disabled={page.sending}>
        {page.sending ? t('sending') : t('claim')}
      </button>
      <StatusMessage status={page.status} id={page.answerId} />
    </form>
  );
}
