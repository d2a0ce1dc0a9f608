import type { Language } from '@coach/contract';
import { formatNumber } from '@coach/contract/formats';
import { Link } from 'react-router';
import { fileUrl } from '../../lib/images.ts';
import type { StoredRecord } from '../api/resources.ts';
import { formatDate } from '../crud/cells.tsx';
import { type Text, translate } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import type { Column } from './filtered-list.tsx';

/**
 * Column builders of the appointments, orders and testimonials screens, with field names
 * checked against the resource's row type: `columnsFor<Row<'appointments'>>()`.
 */
export function columnsFor<R extends object>() {
  type Key = keyof R & string;
  const read = (row: StoredRecord, key: Key) => (row as Record<string, unknown>)[key];
  return {
    text: (key: Key, label: Text, className?: string): Column => ({
      label,
      className,
      render: (row) => String(read(row, key) ?? ''),
    }),
    /** A text column whose header sorts the list by it. */
    sortable: (key: Key, label: Text, className?: string): Column => ({
      label,
      className,
      sort: key,
      render: (row) => String(read(row, key) ?? ''),
    }),
    /** A sortable text column whose text opens the record's own screen. */
    linked: (key: Key, label: Text, to: (row: StoredRecord) => string): Column => ({
      label,
      sort: key,
      render: (row) => <Link to={to(row)}>{String(read(row, key) ?? '') || `#${row.id}`}</Link>,
    }),
    long: (key: Key, label: Text): Column => ({
      label,
      render: (row) => <span className="a-cell-long">{String(read(row, key) ?? '')}</span>,
    }),
    /** A number grouped in thousands, Burmese digits on a Burmese screen. */
    number: (key: Key, label: Text): Column => ({
      label,
      className: 'a-col-nowrap',
      render: (row, language) => formatNumber(Number(read(row, key) ?? 0), language, 2),
    }),
    /** A CSV cell with the field's value as it is. */
    csv: (key: Key) => (row: StoredRecord) => read(row, key) as string | number | null,
    /** A CSV cell with the full address of an uploaded file, to open from the spreadsheet. */
    csvFile: (key: Key) => (row: StoredRecord) => {
      const id = read(row, key);
      return typeof id === 'string' && id ? new URL(fileUrl(id), window.location.origin).href : '';
    },
  };
}

export const dateColumn = (label: Text): Column => ({
  label,
  sort: 'created',
  render: (row, language) => formatDate(row.created, language, true),
});

export const idColumn: Column = {
  label: { en: 'ID', mm: 'ID' },
  className: 'col-id',
  render: (row) => row.id,
};

export function flagBadge(on: boolean, yes: Text, no: Text, language: Language) {
  return (
    <span className={`a-badge ${on ? 'a-badge-on' : 'a-badge-off'}`}>
      {translate(on ? yes : no, language)}
    </span>
  );
}

export const resolvedColumn = (label: Text): Column => ({
  label,
  render: (row, language) =>
    flagBadge(row.resolved === true, UI.resolved, UI.notResolved, language),
});

/** CSV cells: dates in the same local format the table shows. */
export const csvDate = (row: StoredRecord) => formatDate(row.created, 'en', true);

/** CSV cells: the resolved flag in the spec's words. */
export const csvResolved = (row: StoredRecord) => (row.resolved ? 'Resolved' : 'Not Resolved');
