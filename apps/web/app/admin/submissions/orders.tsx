import { ORDER_STATUSES, type Row, resources } from '@coach/contract';
import { Link } from 'react-router';
import { OrderResolve } from '../orders/list-resolve.tsx';
import { amountColumn, customerColumn, productColumn } from '../orders/order-columns.tsx';
import { ReceiptLinks } from '../orders/receipt.tsx';
import { StatusBadge } from '../orders/status-badge.tsx';
import { STATUS_NAMES } from '../orders/order-texts.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import {
  columnsFor,
  csvDate,
  csvResolved,
  dateColumn,
  idColumn,
  resolvedColumn,
} from './columns.tsx';
import { FilteredList } from './filtered-list.tsx';
import { choiceFilter, DATE_RANGE_FILTERS, type FilterDef, yesNoFilter } from './filters.tsx';
import { OpenLink } from './open-link.tsx';

const col = columnsFor<Row<'payments'>>();

const L = {
  date: { en: 'Ordered Date', mm: 'မှာယူသည့်နေ့' },
  status: { en: 'Order Status', mm: 'အော်ဒါအခြေအနေ' },
  payment: { en: 'Payment', mm: 'ငွေပေးချေမှု' },
  reference: { en: 'Reference', mm: 'ရည်ညွှန်းအမှတ်' },
  receipt: { en: 'Receipt Photo', mm: 'ငွေလွှဲပြေစာ' },
  action: { en: 'Action', mm: 'လုပ်ဆောင်ချက်' },
};

const FILTERS: FilterDef[] = [
  ...DATE_RANGE_FILTERS,
  { name: 'product_name', label: UI.productName, kind: 'text' },
  { name: 'customer_name', label: UI.customerName, kind: 'text' },
  yesNoFilter('resolved', L.status, [UI.any, UI.resolved, UI.notResolved]),
  choiceFilter('status', L.payment, UI.any, ORDER_STATUSES, STATUS_NAMES),
];

const CSV_COLUMNS = [
  { header: 'ID', value: col.csv('id') },
  { header: 'Ordered Date', value: csvDate },
  { header: 'Product Name', value: col.csv('product_name') },
  { header: 'Amount', value: col.csv('amount') },
  { header: 'Quantity', value: col.csv('quantity') },
  { header: 'Currency', value: col.csv('currency') },
  { header: 'Customer Name', value: col.csv('name') },
  { header: 'Phone Number', value: col.csv('phone_number') },
  { header: 'Email', value: col.csv('email') },
  { header: 'Address', value: col.csv('address') },
  { header: 'Order Status', value: csvResolved },
  { header: 'Receipt Photo', value: col.csvFile('receipt_photo') },
  { header: 'Reference', value: col.csv('reference') },
  { header: 'Payment Status', value: col.csv('status') },
];

/** Orders (payments) placed on the shop: filter, export, see the receipt, resolve. */
export function OrdersScreen() {
  return (
    <FilteredList
      title={SPECIAL_TITLES.orders}
      resource={resources.payments}
      filters={FILTERS}
      className="a-orders-list"
      columns={[
        idColumn,
        {
          label: L.reference,
          // The order's own screen: everything on one page, with its actions. Its status
          // beside it too, in sight on a laptop where the status column is scrolled away.
          render: (row) => (
            <span className="a-order-ref">
              <Link to={`/admin/orders/${row.id}`} className="a-order-link">
                {String(row.reference ?? row.id)}
              </Link>
              <StatusBadge status={(row as Row<'payments'>).status} />
            </span>
          ),
        },
        dateColumn(L.date),
        productColumn,
        amountColumn,
        customerColumn,
        // The spec's Resolved / Not Resolved; the payment's own status is by the reference.
        resolvedColumn(L.status),
        {
          label: L.receipt,
          render: (row) => (
            <ReceiptLinks
              id={String(row.receipt_photo ?? '')}
              reference={String(row.reference ?? '')}
            />
          ),
        },
      ]}
      csv={{ fileName: 'payments.csv', columns: CSV_COLUMNS }}
      actionsLabel={L.action}
      actions={(row, helpers) => (
        <>
          <OpenLink to={`/admin/orders/${row.id}`} name={String(row.reference ?? row.id)} />
          <OrderResolve row={row} helpers={helpers} />
        </>
      )}
    />
  );
}
