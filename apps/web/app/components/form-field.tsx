interface FieldBase {
  label: string;
  /** Error text shown under the control and linked to it; marks it invalid. */
  error?: string;
  /** Help text under the label. */
  hint?: string;
  required?: boolean;
  className?: string;
}

/**
 * The id of a form control, from its name. Not `useId`: the server renders with React and
 * the browser hydrates with Preact, whose generated ids differ (docs/decisions/0005), so a
 * hint or an error shown later would point at an id the page does not have. A page holds
 * one public form, so names are unique on it.
 */
export const controlId = (name: string | undefined) => `field-${name ?? 'unnamed'}`;

/** Label, control, hint and error wired together by ids (aria-describedby, aria-invalid). */
function Field({
  name,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldBase & { name: string | undefined; children: (ids: ControlIds) => React.ReactNode }) {
  const id = controlId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        required,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A phone number's input: the phone's keypad, and the browser offers the visitor's own. */
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;

/** An email address's input: checked by the browser, and offered from its autofill. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;

/** A count of things taken (seats, a quantity): whole numbers from one, on the number keypad. */
export const COUNT_INPUT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

interface ControlIds {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required?: boolean;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;
type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>;
type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'>;

/** A labelled text input; any input attribute (name, type, value, onChange…) passes through. */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldBase & InputProps) {
  return (
    <Field {...{ label, error, hint, required, className }} name={input.name}>
      {(ids) => <input className="input" {...input} {...ids} />}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ...area
}: FieldBase & TextAreaProps) {
  return (
    <Field {...{ label, error, hint, required, className }} name={area.name}>
      {(ids) => <textarea className="input" rows={5} {...area} {...ids} />}
    </Field>
  );
}

/** A labelled select; `options` are values with their visible labels. */
export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: FieldBase &
  SelectProps & { options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field {...{ label, error, hint, required, className }} name={select.name}>
      {(ids) => (
        <select className="input" {...select} {...ids}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it and an error underneath. */
export function CheckboxField({
  label,
  error,
  required,
  className,
  ...input
}: Omit<FieldBase, 'hint'> & Omit<InputProps, 'type'>) {
  const id = controlId(input.name);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field field-check ${error ? 'field-invalid' : ''} ${className ?? ''}`}>
      <input
        type="checkbox"
        id={id}
        className="checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
