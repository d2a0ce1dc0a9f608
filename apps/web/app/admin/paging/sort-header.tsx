import { fillIn } from '@coach/contract/messages';
import type { ReactNode } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { sortStateOf } from './list-place.ts';

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A column header; when the column sorts, a button that cycles ascending, descending and
 * the list's own order, with `aria-sort` telling which is in force.
 */
export function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: Text;
  /** The API's column name, or nothing when this column does not sort. */
  column?: string;
  sort: string;
  /** Asks for the column's next order, worked out from the list's latest place. */
  onSort: () => void;
  className?: string;
}): ReactNode {
  const t = useT();
  if (!column) {
    return (
      <th scope="col" className={className}>
        {t(label)}
      </th>
    );
  }
  const state = sortStateOf(sort, column);
  return (
    <th scope="col" className={className} aria-sort={state}>
      <button
        type="button"
        className="a-sort"
        onClick={onSort}
        title={fillIn(t(UI.sortBy), { column: t(label) })}
      >
        {t(label)}
        <span className={`a-sort-arrow a-sort-${state}`} aria-hidden="true">
          {ARROWS[state]}
        </span>
      </button>
    </th>
  );
}
