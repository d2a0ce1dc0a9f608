import type { Language } from '@coach/contract';
import type { StoredRecord } from '../api/resources.ts';
import { formatDate } from '../crud/cells.tsx';
import { type Text, translate } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import type { Column } from './filtered-list.tsx';

/** Column builders shared by the appointments, orders and testimonials screens. */
export const textColumn = (key: string, label: Text, className?: string): Column => ({
  label,
  className,
  render: (row) => (row[key] == null ? '' : String(row[key])),
});

export const longColumn = (key: string, label: Text): Column => ({
  label,
  render: (row) => <span className="a-cell-long">{String(row[key] ?? '')}</span>,
});

export const dateColumn = (label: Text): Column => ({
  label,
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
export const csvText = (key: string) => (row: StoredRecord) => row[key] as string | number | null;
