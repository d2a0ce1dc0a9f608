import { type Row, extensionOf, resources } from '@coach/contract';
import { useState } from 'react';
import { fileUrl } from '../../lib/images.ts';
import { fetchPrivateFile } from '../api/files.ts';
import type { StoredRecord } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { columnsFor, csvDate, dateColumn, idColumn, resolvedColumn } from './columns.tsx';
import { FilteredList } from './filtered-list.tsx';
import type { FilterDef } from './filters.tsx';
import { ResolveButton } from './resolve-button.tsx';

const col = columnsFor<Row<'payments'>>();

const L = {
  date: { en: 'Ordered Date', mm: 'မှာယူသည့်နေ့' },
  product: { en: 'Product Name', mm: 'ကုန်ပစ္စည်းအမည်' },
  amount: { en: 'Amount', mm: 'ပမာဏ' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  currency: { en: 'Currency', mm: 'ငွေကြေး' },
  customer: { en: 'Customer Name', mm: 'ဖောက်သည်အမည်' },
  phone: { en: 'Phone Number', mm: 'ဖုန်းနံပါတ်' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  address: { en: 'Address', mm: 'လိပ်စာ' },
  status: { en: 'Order Status', mm: 'အော်ဒါအခြေအနေ' },
  receipt: { en: 'Receipt Photo', mm: 'ငွေလွှဲပြေစာ' },
  action: { en: 'Action', mm: 'လုပ်ဆောင်ချက်' },
  receiptFailed: {
    en: 'The receipt could not be read. Please try again.',
    mm: 'ပြေစာကို ဖတ်၍မရပါ။ ထပ်ကြိုးစားပါ။',
  },
};

const FILTERS: FilterDef[] = [
  { name: 'start_date', label: UI.startDate, kind: 'date' },
  { name: 'end_date', label: UI.endDate, kind: 'date' },
  { name: 'product_name', label: UI.productName, kind: 'text' },
  { name: 'customer_name', label: UI.customerName, kind: 'text' },
  {
    name: 'resolved',
    label: L.status,
    kind: 'select',
    options: [
      { value: '', label: UI.any },
      { value: 'true', label: UI.resolved },
      { value: 'false', label: UI.notResolved },
    ],
  },
];

const receiptLink = (row: StoredRecord) =>
  typeof row.receipt_photo === 'string' && row.receipt_photo
    ? new URL(fileUrl(row.receipt_photo), window.location.origin).href
    : '';

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
  {
    header: 'Order Status',
    value: (r: StoredRecord) => (r.resolved ? 'Resolved' : 'Not Resolved'),
  },
  { header: 'Receipt Photo', value: receiptLink },
];

/**
 * A receipt is private: the API serves it only with the admin's token, so it is fetched
 * here and handed to the browser as a blob, to show in a new tab or to save.
 */
function Receipt({ row }: { row: StoredRecord }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const id = typeof row.receipt_photo === 'string' ? row.receipt_photo : '';
  if (!id) return null;

  async function open(download: boolean) {
    // The tab is opened before the wait, while the browser still counts it as the click's.
    const tab = download ? null : window.open('', '_blank');
    try {
      const blob = await fetchPrivateFile(id);
      const url = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `${id}.${extensionOf(blob.type)}`;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setFailed(false);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }

  return (
    <div className="a-receipt">
      <button type="button" className="a-button a-button-small" onClick={() => open(true)}>
        ⤓ {t(UI.download)}
      </button>
      <button type="button" className="a-link-button" onClick={() => open(false)}>
        {t(UI.seeReceipt)}
        <span className="visually-hidden"> {t(UI.opensNewTab)}</span>
      </button>
      {failed && <span role="alert">{t(L.receiptFailed)}</span>}
    </div>
  );
}

/** Orders (payments) placed on the shop: filter, export, see the receipt, resolve. */
export function OrdersScreen() {
  return (
    <FilteredList
      title={SPECIAL_TITLES.orders}
      resource={resources.payments}
      filters={FILTERS}
      columns={[
        idColumn,
        dateColumn(L.date),
        col.sortable('product_name', L.product),
        col.number('amount', L.amount),
        col.number('quantity', L.quantity),
        col.text('currency', L.currency),
        col.sortable('name', L.customer),
        col.text('phone_number', L.phone, 'a-col-nowrap'),
        col.text('email', L.email, 'a-col-wrap'),
        col.long('address', L.address),
        resolvedColumn(L.status),
        { label: L.receipt, render: (row) => <Receipt row={row} /> },
      ]}
      csv={{ fileName: 'payments.csv', columns: CSV_COLUMNS }}
      actionsLabel={L.action}
      actions={(row, helpers) => (
        <ResolveButton
          def={resources.payments}
          row={row}
          helpers={helpers}
          done={{ en: 'Order resolved successfully', mm: 'အော်ဒါကို ဖြေရှင်းပြီးအဖြစ် မှတ်ပြီးပါပြီ' }}
          failed={{ en: 'Failed to resolve payment', mm: 'ငွေပေးချေမှုကို ဖြေရှင်းရန် မအောင်မြင်ပါ' }}
        />
      )}
    />
  );
}
