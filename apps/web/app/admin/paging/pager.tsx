import { fillIn } from '@coach/contract/messages';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type ListPlace, PAGE_SIZES, pageCount, rowRange } from './list-place.ts';

const number = (n: number) => n.toLocaleString('en-US');

/**
 * Below a list: which rows show ("Rows 26–50 of 1,234"), the rows-per-page choice, and
 * first / previous / next / last page buttons.
 */
export function Pager({
  place,
  shown,
  total,
  onChange,
}: {
  place: ListPlace;
  shown: number;
  total: number;
  onChange: (next: Partial<ListPlace>) => void;
}) {
  const t = useT();
  const pages = pageCount(total, place.size);
  const { first, last } = rowRange(place, shown);
  const go = (page: number) => onChange({ page });
  const button = (label: Text, symbol: string, page: number, disabled: boolean) => (
    <button
      type="button"
      className="a-button a-button-small"
      disabled={disabled}
      onClick={() => go(page)}
      aria-label={t(label)}
      title={t(label)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <nav className="a-pager" aria-label={t(UI.pages)}>
      <p className="a-pager-rows" aria-live="polite">
        {fillIn(t(UI.rowsOf), { first: number(first), last: number(last), total: number(total) })}
      </p>
      <label className="a-pager-size">
        <span>{t(UI.pageSize)}</span>
        <select value={place.size} onChange={(e) => onChange({ size: Number(e.target.value) })}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="a-pager-buttons">
        {button(UI.firstPage, '«', 1, place.page <= 1)}
        {button(UI.previousPage, '‹', place.page - 1, place.page <= 1)}
        <span className="a-pager-page">
          {fillIn(t(UI.pageOf), { page: number(place.page), pages: number(pages) })}
        </span>
        {button(UI.nextPage, '›', place.page + 1, place.page >= pages)}
        {button(UI.lastPage, '»', pages, place.page >= pages)}
      </div>
    </nav>
  );
}
