import type { FileService } from '../files/file-service.ts';
import { type PageUpload, pageOrNull, receiptFromPage } from '../content/page-outcome.ts';
import type { CustomerOrder, OrderLifecycle } from './order-lifecycle.ts';

/**
 * The customer's order page (/orders/{token}) as the web app's loader and action use it:
 * the order, or null for a token of no order (the page is then a 404), and a new receipt
 * sent with the page's form (the file itself without scripts, or the id of the one a
 * script uploaded first), stored as POST /api/files and /api/orders/{token}/receipt do.
 */
export function customerOrders(files: FileService, orders: OrderLifecycle) {
  const view = (token: string): Promise<CustomerOrder | null> =>
    pageOrNull(() => orders.forCustomer(token));

  const sendReceipt = (token: string, receipt: PageUpload | { id: string }) =>
    receiptFromPage(files, receipt, async (record) => {
      await orders.newReceipt(token, record);
    });

  return { view, sendReceipt };
}

export type CustomerOrders = ReturnType<typeof customerOrders>;
