import { Suspense, lazy } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { ImageInput } from '../ui/image-input.tsx';
import { type FieldErrors, type FormValues, errorFor } from './form-values.ts';
import { RelationPicker } from './relation-picker.tsx';
import { fromPickerValue, toPickerValue, zoneLabel } from './local-date-time.ts';
import type { FieldConfig } from './types.ts';
import { FieldLabel } from '../ui/field-label.tsx';
import { FieldError } from '../ui/field-error.tsx';

// The editor and its dependencies load only on the screens that show one.
const RichTextEditor = lazy(() => import('../editor/rich-text-editor.tsx'));

export interface FieldState {
  values: FormValues;
  errors: FieldErrors;
  required: ReadonlySet<string>;
  files: Record<string, File>;
  progress: Record<string, number>;
  setValue: (name: string, value: string | boolean) => void;
  setFile: (name: string, file: File | undefined) => void;
  onEditorError: (message: Text | string) => void;
}

const inputId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/** One configured field; a field with a Burmese twin shows both side by side. */
export function FieldInput({ field, state }: { field: FieldConfig; state: FieldState }) {
  const t = useT();
  if (!field.twin)
    return <SingleInput field={field} name={field.name} label={t(field.label)} state={state} />;
  const twinLabel = (language: Text) => `${t(field.label)} · ${t(language)}`;
  return (
    <div className={`a-twin${field.kind === 'richtext' ? ' a-twin-stacked' : ''}`}>
      <SingleInput field={field} name={field.name} label={twinLabel(UI.english)} state={state} />
      <SingleInput
        field={field}
        name={`${field.name}_mm`}
        label={twinLabel(UI.burmese)}
        state={state}
        lang="my"
      />
    </div>
  );
}

function SingleInput({
  field,
  name,
  label,
  state,
  lang,
}: {
  field: FieldConfig;
  name: string;
  label: string;
  state: FieldState;
  lang?: string;
}) {
  const t = useT();
  const id = inputId(name);
  const value = state.values[name];
  const error = errorFor(state.errors, name);
  const required = state.required.has(name);
  const Aside = field.aside;
  const describedBy = [
    field.hint && field.kind !== 'image' && `${id}-hint`,
    error && `${id}-error`,
    Aside && `${id}-aside`,
  ]
    .filter(Boolean)
    .join(' ');

  if (field.kind === 'image') {
    return (
      <ImageInput
        id={id}
        label={label}
        current={typeof value === 'string' && value ? value : undefined}
        chosen={state.files[name]}
        onChoose={(file) => state.setFile(name, file)}
        onPick={(id) => {
          state.setFile(name, undefined);
          state.setValue(name, id);
        }}
        hint={field.hint}
        required={required}
        error={error}
        progress={state.progress[name]}
      />
    );
  }
  if (field.kind === 'checkbox') {
    return (
      <div className="a-field a-field-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => state.setValue(name, e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }

  const common = {
    id,
    name,
    lang,
    required,
    disabled: field.readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const set = (v: string) => state.setValue(name, v);
  let control;
  switch (field.kind) {
    case 'textarea':
      control = (
        <textarea {...common} rows={4} value={text} onChange={(e) => set(e.target.value)} />
      );
      break;
    case 'select': {
      const { optionsFrom } = field;
      if (optionsFrom && !field.options) {
        control = (
          <RelationPicker
            id={id}
            field={{ ...field, optionsFrom }}
            value={text}
            required={required}
            onChange={set}
            aria={{
              'aria-invalid': common['aria-invalid'],
              'aria-describedby': common['aria-describedby'],
            }}
          />
        );
        break;
      }
      control = (
        <select {...common} value={text} onChange={(e) => set(e.target.value)}>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'color':
      control = (
        <div className="a-color-input">
          <input
            type="color"
            aria-label={`${label} · ${t(UI.picker)}`}
            value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
            onChange={(e) => set(e.target.value)}
          />
          <input
            {...common}
            type="text"
            value={text}
            onChange={(e) => set(e.target.value)}
            spellCheck={false}
          />
        </div>
      );
      break;
    case 'datetime':
      // The form holds the ISO moment the API takes; the picker shows this computer's clock.
      control = (
        <>
          <input
            {...common}
            type="datetime-local"
            value={toPickerValue(text)}
            onChange={(e) => set(fromPickerValue(e.target.value))}
          />
          <p className="a-hint">{`${t(UI.localTime)} (${zoneLabel()})`}</p>
        </>
      );
      break;
    case 'richtext':
      return (
        <div className="a-field a-field-richtext">
          <span className="a-field-label" id={`${id}-label`}>
            {label}
          </span>
          <Suspense fallback={<div className="a-editor-loading">{t(UI.loading)}</div>}>
            <RichTextEditor
              labelledBy={`${id}-label`}
              value={text}
              lang={lang}
              onChange={set}
              onError={state.onEditorError}
            />
          </Suspense>
        </div>
      );
    default:
      control = (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'url' ? 'url' : undefined}
          value={text}
          onChange={(e) => set(e.target.value)}
        />
      );
  }
  return (
    <div className={`a-field a-field-${field.kind}${error ? ' a-field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {control}
      {field.hint && (
        <p className="a-hint" id={`${id}-hint`}>
          {t(field.hint)}
        </p>
      )}
      <FieldError id={id} error={error} />
      {Aside && <Aside id={`${id}-aside`} values={state.values} />}
    </div>
  );
}
