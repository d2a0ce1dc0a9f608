import { apiMessage } from '@coach/contract';
import type { FileReferences } from '../files/file-references.ts';
import type { FileService } from '../files/file-service.ts';
import { invalid } from '../http/problem.ts';

/**
 * Receipts are private (served to admins only). An order may only take a fresh upload
 * that nothing else uses: otherwise naming a product's picture, or another customer's
 * receipt, would hide it from the site or hand it to this order.
 */
export function receiptClaims(files: FileService, references: FileReferences) {
  async function claim(id: string) {
    const refuse = () =>
      invalid([{ field: 'receipt_photo', message: apiMessage('receiptNotFresh') }]);
    if ((await files.missing([id], { allowPrivate: true })).length) {
      throw invalid([{ field: 'receipt_photo', message: apiMessage('noSuchFile') }]);
    }
    if (await references.isReferenced(id)) throw refuse();
    if (!(await files.claimPrivate(id))) throw refuse();
  }

  /** Gives back a receipt claimed for an order (or a new receipt) that was then not stored. */
  const release = (id: string) => files.releasePrivate(id);

  return { claim, release };
}

export type ReceiptClaims = ReturnType<typeof receiptClaims>;
