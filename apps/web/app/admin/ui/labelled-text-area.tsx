import { useId } from 'react';

/**
 * The one box of a short form that asks for a few words (a note, a reason), under its
 * label. Its form lays the two out, so they are not wrapped in a field of their own.
 */
export function LabelledTextArea({
  label,
  value,
  onChange,
  rows,
  maxLength,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="a-input"
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
