import { useState } from 'react';
import { StatusMessage } from '../../components/status-message';
import { ImageFileField } from '../../components/upload/image-file-field';
import { UploadProgress } from '../../components/upload/upload-progress';
import { laterCheck } from '../../components/upload/later-check';
import { usePageForm } from '../../components/upload/use-page-form';
import { isChosenFile } from '../../lib/upload-file';

/**
 * The contract's check of a receipt, as the page's action makes it (receipt-contract.ts),
 * with zod: loaded when the visitor first moves into the form, not with the page.
 */
const contract = laterCheck(() => import('./receipt-contract'));

/** The words a receipt's form says, which each page's catalogue holds in its own voice. */
export type ReceiptWord =
  'receipt' | 'receiptHint' | 'noReceipt' | 'uploadFailed' | 'uploading' | 'sending';

/**
 * A form whose one field is a transfer's receipt, posted to its page's action (one
 * multipart POST without scripts; with them, the file first with progress, then the form).
 * `withReceipt` false: a button alone (what is free needs no receipt).
 */
export function ReceiptUploadForm({
  name,
  className,
  t,
  submit,
  withReceipt = true,
}: {
  name: string;
  className: string;
  t: (key: ReceiptWord, vars?: Record<string, string | number>) => string;
  submit: string;
  withReceipt?: boolean;
}) {
  const page = usePageForm<Record<string, never>, 'receipt'>(name, undefined, {
    preload: withReceipt ? contract.preload : undefined,
  });
  const [receipt, setReceipt] = useState<File | null>(null);
  const problem = page.problems.receipt;

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!withReceipt) return page.send(form);
    // One uploaded before a reload is sent by its id.
    const before = page.uploaded?.field === 'receipt' && !isChosenFile(receipt);
    // Its code out of reach (the connection lost meanwhile): the action checks it alone.
    const sent = isChosenFile(receipt) || before;
    const problems = await contract.problems((code) => code.receiptProblems(sent));
    if (problems.receipt) {
      page.setProblems(problems);
      page.setStatus({ kind: 'error', text: t(problems.receipt) });
      return;
    }
    await page.send(form, {
      field: 'receipt',
      file: before ? null : receipt,
      uploadFailed: t('uploadFailed'),
      purpose: 'receipt',
    });
  }

  return (
    <form className={className} onSubmit={send} {...page.formProps}>
      {withReceipt && (
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
          uploaded={page.uploaded?.field === 'receipt' && !receipt ? page.uploaded.name : undefined}
        />
      )}
      <UploadProgress percent={page.percent} text={(percent) => t('uploading', { percent })} />
      <button type="submit" className="button button-primary" disabled={page.sending}>
        {page.sending ? t('sending') : submit}
      </button>
      <StatusMessage status={page.status} id={page.answerId} />
    </form>
  );
}
