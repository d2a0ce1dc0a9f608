import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import type { Query } from '../api/client.ts';
import type { Option } from '../crud/types.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

export interface FilterDef {
  name: string;
  label: Text;
  kind: 'date' | 'text' | 'select';
  options?: readonly Option[];
}

/** From and to which day a list is shown (the API's start_date and end_date). */
export const DATE_RANGE_FILTERS: readonly FilterDef[] = [
  { name: 'start_date', label: UI.startDate, kind: 'date' },
  { name: 'end_date', label: UI.endDate, kind: 'date' },
];

/** A filter on a yes-or-no column, its choices worded as the list's own: either, yes, no. */
export const yesNoFilter = (
  name: string,
  label: Text,
  [either, yes, no]: readonly [Text, Text, Text],
): FilterDef => ({
  name,
  label,
  kind: 'select',
  options: [
    { value: '', label: either },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
});

/** A filter on a column of a closed list of values, each by its name, after "any" (empty). */
export const choiceFilter = <Value extends string>(
  name: string,
  label: Text,
  any: Text,
  values: readonly Value[],
  names: Record<Value, Text>,
): FilterDef => ({
  name,
  label,
  kind: 'select',
  options: [{ value: '', label: any }, ...values.map((value) => ({ value, label: names[value] }))],
});

/** Kept when the filters change: the page size, search and sort (the page goes back to 1). */
const KEPT_ON_APPLY = ['size', 'search', 'sort'] as const;

/** The applied filters live in the URL, so a reload or a shared link keeps them. */
export function useAppliedFilters(filters: readonly FilterDef[]): [Query, (q: Query) => void] {
  const [params, setParams] = useSearchParams();
  const applied: Query = Object.fromEntries(filters.map((f) => [f.name, params.get(f.name) ?? '']));
  const apply = (query: Query) =>
    setParams((current) => {
      const next = new URLSearchParams();
      for (const key of KEPT_ON_APPLY) {
        const value = current.get(key);
        if (value) next.set(key, value);
      }
      for (const [key, value] of Object.entries(query)) if (value) next.set(key, value);
      return next;
    });
  return [applied, apply];
}

/**
 * The filter bar: the list's filter fields, Apply Filters, Clear Filters and extra buttons.
 * On a phone the fields would fill the first screen before a single row: they fold away
 * behind one button, which says how many filters are applied.
 */
export function FilterBar({
  filters,
  applied,
  onApply,
  children,
}: {
  filters: readonly FilterDef[];
  applied: Query;
  onApply: (query: Query) => void;
  children?: React.ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const inUse = filters.filter((f) => applied[f.name]).length;
  const [draft, setDraft] = useState<Query>(applied);
  // Filters applied from here are already in the fields; only a change from elsewhere
  // (back and forward) is copied in, so nothing typed meanwhile is lost.
  const ours = useRef(JSON.stringify(applied));
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    if (appliedKey !== ours.current) setDraft(JSON.parse(appliedKey) as Query);
  }, [appliedKey]);
  const apply = (query: Query) => {
    ours.current = JSON.stringify(
      Object.fromEntries(filters.map((f) => [f.name, query[f.name] ?? ''])),
    );
    onApply(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(filters.map((f) => [f.name, '']));
    setDraft(empty);
    apply(empty);
  };
  return (
    <div className={open ? 'a-filter-bar a-filters-open' : 'a-filter-bar'}>
      <button
        type="button"
        className="a-button a-filters-toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t(UI.filters)}
        {inUse > 0 && ` (${localDigits(inUse, language)})`}
      </button>
      <form
        id={formId}
        className="a-filters"
        onSubmit={submit}
        role="search"
        aria-label={t(UI.filters)}
      >
        {filters.map((filter) => {
          const id = `filter-${filter.name}`;
          const value = draft[filter.name] ?? '';
          const set = (v: string) => setDraft((d) => ({ ...d, [filter.name]: v }));
          return (
            <div className="a-field" key={filter.name}>
              <label htmlFor={id}>{t(filter.label)}</label>
              {filter.kind === 'select' ? (
                <select id={id} value={value} onChange={(e) => set(e.target.value)}>
                  {filter.options!.map((o) => (
                    <option key={o.value} value={o.value}>
                      {t(o.label)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type={filter.kind === 'date' ? 'date' : 'search'}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                />
              )}
            </div>
          );
        })}
        <div className="a-filter-actions">
          <button type="submit" className="a-button a-button-primary">
            {t(UI.applyFilters)}
          </button>
          <button type="button" className="a-button" onClick={clear}>
            {t(UI.clearFilters)}
          </button>
          {children}
        </div>
      </form>
    </div>
  );
}
