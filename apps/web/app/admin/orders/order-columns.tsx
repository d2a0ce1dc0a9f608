import type { Row } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { localDigits } from '../../lib/format.ts';
import type { StoredRecord } from '../api/resources.ts';
import { translate } from '../i18n/text.ts';
import type { Column } from '../submissions/filtered-list.tsx';
import { L as ORDER } from './order-texts.ts';

/**
 * The orders list's own cells. The spec's thirteen columns, one value each, made a table
 * half as wide again as a laptop's panel, with Open and Resolve off screen; here the
 * values that are read together share a cell (the product and how many, the amount and
 * its currency, the customer and how to reach them), every one still in sight. The CSV
 * keeps the spec's columns.
 */
const L = {
  product: { en: 'Product Name', mm: 'ကုန်ပစ္စည်းအမည်' },
  quantity: { en: 'Quantity: {count}', mm: 'အရေအတွက်: {count}' },
  amount: ORDER.amount,
  customer: ORDER.customer,
};

const order = (row: StoredRecord) => row as unknown as Row<'payments'>;

export const productColumn: Column = {
  label: L.product,
  sort: 'product_name',
  render: (row, language) => (
    <span className="a-cell-stack">
      <span>{order(row).product_name}</span>
      <span className="a-muted">
        {fillIn(translate(L.quantity, language), {
          count: localDigits(order(row).quantity ?? 1, language),
        })}
      </span>
    </span>
  ),
};

export const amountColumn: Column = {
  label: L.amount,
  className: 'a-col-nowrap',
  render: (row, language) =>
    formatAmount(order(row).amount ?? 0, order(row).currency ?? '', language),
};

export const customerColumn: Column = {
  label: L.customer,
  sort: 'name',
  className: 'a-col-customer',
  render: (row) => {
    const { name, phone_number, email, address } = order(row);
    return (
      <span className="a-cell-stack">
        <strong>{name}</strong>
        <span className="a-col-nowrap">{phone_number}</span>
        <span className="a-break-anywhere">{email}</span>
        <span className="a-cell-long">{address}</span>
      </span>
    );
  },
};
