import { fillIn } from '@coach/contract/messages';
import { type KeyboardEvent, useRef, useState } from 'react';
import { getRecord, listPage } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useDebounced } from '../paging/use-debounced.ts';
import { useLoad } from '../ui/use-load.ts';
import type { FieldConfig } from './types.ts';

/** How many matches the picker lists: enough to choose from, small enough to send at once. */
export const PICKER_MATCHES = 20;

interface Props {
  id: string;
  field: FieldConfig & { optionsFrom: NonNullable<FieldConfig['optionsFrom']> };
  value: string;
  required: boolean;
  onChange: (value: string) => void;
  /** The select's ARIA state (invalid, described by the hint or error). */
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/**
 * A record of another resource chosen by searching for it (a quote's article, a product's
 * sub category): a text box whose words the server looks for, and a select of the first
 * matches, with the current choice always among them. The select is the labelled
 * control, so it reads and works as any select does.
 */
export function RelationPicker({ id, field, value, required, onChange, aria }: Props) {
  const t = useT();
  const { resource, label } = field.optionsFrom;
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const select = useRef<HTMLSelectElement>(null);

  const matches = useLoad(
    () => listPage(resource, { limit: PICKER_MATCHES, offset: 0, search }),
    [resource, search],
  );
  // The current choice's name, read by id when it is not one of the matches (on edit).
  const current = useLoad(
    async () => (value && !(value in labels) ? label(await getRecord(resource, value)) : undefined),
    [resource, value],
  );

  const rows = matches.data?.rows ?? [];
  const options = rows.map((r) => ({ value: String(r.id), label: label(r) }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: labels[value] ?? current.data ?? `#${value}` });
  }

  const choose = (chosen: string) => {
    const option = options.find((o) => o.value === chosen);
    if (option) setLabels((known) => ({ ...known, [chosen]: option.label }));
    onChange(chosen);
  };

  // Enter would send the form, and the arrow keys lead on to the matches.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      select.current?.focus();
    }
  };

  const status = matches.loading
    ? t(UI.findingChoices)
    : fillIn(t(UI.matchesFound), { count: matches.data?.total ?? 0 });

  return (
    <div className="a-picker">
      <input
        id={`${id}-find`}
        type="search"
        className="a-picker-find"
        aria-label={t(UI.findChoice)}
        aria-controls={id}
        aria-describedby={`${id}-find-hint`}
        placeholder={t(UI.findChoice)}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" id={`${id}-find-hint`}>
        {t(UI.findChoiceHint)}
      </p>
      <select
        ref={select}
        id={id}
        name={field.name}
        required={required}
        value={value}
        onChange={(e) => choose(e.target.value)}
        {...aria}
      >
        <option value="">{t(required ? UI.choose : UI.none)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p className="a-picker-status" aria-live="polite">
        {text.trim() ? status : ''}
      </p>
    </div>
  );
}
