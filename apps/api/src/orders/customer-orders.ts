import type { FileService } from '../files/file-service.ts';
import { HttpError } from '../http/problem.ts';
import type { PageOutcome, PageUpload } from '../content/public-submissions.ts';
import type { CustomerOrder, OrderLifecycle } from './order-service.ts';

/**
 * The customer's order page (/orders/{token}) as the web app's loader and action use it:
 * the order, or null for a token of no order (the page is then a 404), and a new receipt
 * sent with the page's form (the file itself without scripts, or the id of the one a
 * script uploaded first), stored as POST /api/files and /api/orders/{token}/receipt do.
 */
export function customerOrders(files: FileService, orders: OrderLifecycle) {
  async function view(token: string): Promise<CustomerOrder | null> {
    try {
      return await orders.forCustomer(token);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }

  async function sendReceipt(
    token: string,
    receipt: PageUpload | { id: string },
  ): Promise<PageOutcome> {
    let id: string;
    if ('id' in receipt) {
      id = receipt.id;
    } else {
      try {
        id = (await files.save(receipt.bytes, receipt.name)).id;
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          return { ok: false, step: 'file', status: error.status, fields: [receipt.field] };
        throw error;
      }
    }
    try {
      await orders.newReceipt(token, { receipt_photo: id });
      return { ok: true, repeat: false };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        const fields = (error.errors ?? []).map((e) => e.field);
        return { ok: false, step: 'record', status: error.status, fields };
      }
      throw error;
    }
  }

  return { view, sendReceipt };
}

export type CustomerOrders = ReturnType<typeof customerOrders>;
