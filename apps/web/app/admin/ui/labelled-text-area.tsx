import { type TextareaHTMLAttributes, useId } from 'react';

type BoxProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'>;

/**
 * The one box of a short form that asks for a few words (a note, a reason), under its
 * label; other attributes (rows, maxLength, required) pass to the box. Its form lays the
 * two out, so they are not wrapped in a field of their own.
 */
export function LabelledTextArea({
  label,
  value,
  onChange,
  ...box
}: BoxProps & { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="a-input"
        {...box}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
