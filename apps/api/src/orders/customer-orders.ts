import type { FileService } from '../files/file-service.ts';
import { HttpError } from '../http/problem.ts';
import { type PageOutcome, type PageUpload, storedFromPage } from '../content/page-outcome.ts';
import type { CustomerOrder, OrderLifecycle } from './order-lifecycle.ts';

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
    // A fetcher's upload is already stored: only its id comes with the form.
    const given = 'id' in receipt ? { receipt_photo: receipt.id } : {};
    const upload = 'id' in receipt ? null : receipt;
    return storedFromPage(
      files,
      upload,
      given,
      async (record) => {
        await orders.newReceipt(token, record);
      },
      'receipt',
    );
  }

  return { view, sendReceipt };
}

export type CustomerOrders = ReturnType<typeof customerOrders>;
