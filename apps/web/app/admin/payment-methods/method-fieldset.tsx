import { fillIn } from '@coach/contract/messages';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import type { FieldErrors } from '../crud/form-values.ts';
import { type Text, useT } from '../i18n/text.ts';
import { ImageInput } from '../ui/image-input.tsx';
import { HintedField } from '../ui/hinted-field.tsx';
import type { MethodItem, TextField } from './method-values.ts';
import { L } from './texts.ts';
import { FieldError } from '../ui/field-error.tsx';

interface Props {
  item: MethodItem;
  index: number;
  count: number;
  /** Errors by `index.field`, as the checks and the API name them. */
  errors: FieldErrors;
  progress?: number;
  onChange: (item: MethodItem) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One bank or wallet account: its names in both languages, the account, a note and a QR code. */
export function MethodFieldset({
  item,
  index,
  count,
  errors,
  progress,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const t = useT();
  const language = useLanguage();
  const id = (field: string) => `pm-${item.key}-${field}`;
  const error = (field: string) => errors[`${index}.${field}`];
  const title = item.values.name.trim() || item.values.name_mm.trim();
  const legend =
    fillIn(t(L.method), { n: localDigits(index + 1, language) }) + (title ? `: ${title}` : '');
  const set = (field: TextField, value: string) =>
    onChange({ ...item, values: { ...item.values, [field]: value } });
  const text = (field: TextField, label: string, hint?: Text) => (
    <HintedField
      id={id(field)}
      label={label}
      hint={hint}
      lang={field.endsWith('_mm') ? 'my' : undefined}
      value={item.values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={error(field)}
      required={field === 'name' || field === 'account_number'}
    />
  );
  const note = (field: 'note' | 'note_mm', label: string) => (
    <div className={`a-field a-field-textarea${error(field) ? ' a-field-invalid' : ''}`}>
      <label htmlFor={id(field)}>{label}</label>
      <textarea
        id={id(field)}
        rows={3}
        lang={field === 'note_mm' ? 'my' : undefined}
        value={item.values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${id(field)}-error` : undefined}
      />
      <FieldError id={id(field)} error={error(field)} />
    </div>
  );

  return (
    <fieldset className="a-fieldset a-pay-method" data-testid="payment-method">
      <legend>{legend}</legend>
      <div className="a-pay-method-tools">
        <button
          type="button"
          id={id('up')}
          className="a-button a-button-small"
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑ </span>
          {t(L.moveUp)}
          <span className="visually-hidden"> ({legend})</span>
        </button>
        <button
          type="button"
          id={id('down')}
          className="a-button a-button-small"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓ </span>
          {t(L.moveDown)}
          <span className="visually-hidden"> ({legend})</span>
        </button>
        <button
          type="button"
          className="a-button a-button-small a-button-danger-quiet"
          onClick={onRemove}
        >
          {t(L.remove)}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      </div>
      <div className="a-twin">
        {text('name', t(L.name), L.nameHint)}
        {text('name_mm', t(L.nameMm))}
      </div>
      <div className="a-twin">
        {text('account_name', t(L.accountName))}
        {text('account_number', t(L.accountNumber), L.accountNumberHint)}
      </div>
      <div className="a-twin">
        {note('note', t(L.note))}
        {note('note_mm', t(L.noteMm))}
      </div>
      <ImageInput
        id={id('qr')}
        label={t(L.qr)}
        current={item.qr ?? undefined}
        chosen={item.file}
        onChoose={(file) => onChange({ ...item, file })}
        onPick={(qr) => onChange({ ...item, qr, file: undefined })}
        hint={L.qrHint}
        error={error('qr_image')}
        progress={progress}
      />
      {(item.qr || item.file) && (
        <button
          type="button"
          className="a-button a-button-small a-pay-method-remove-qr"
          onClick={() => onChange({ ...item, qr: null, file: undefined })}
        >
          {t(L.removeQr)}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      )}
    </fieldset>
  );
}
