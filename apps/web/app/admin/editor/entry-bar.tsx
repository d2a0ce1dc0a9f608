import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { type Text, useT } from '../i18n/text.ts';

/**
 * A row under the toolbar asking for one line (a link's address, a picture's description)
 * instead of a blocking prompt: Enter or the apply button hands it over trimmed.
 */
export function EntryBar({
  id,
  label,
  apply,
  initial,
  onApply,
  onEscape,
  input,
  children,
}: {
  id: string;
  label: Text;
  apply: Text;
  initial: string;
  onApply: (value: string) => void;
  onEscape?: () => void;
  /** The input's own attributes: the keyboard it asks for, the hint describing it. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  /** What follows the apply button. */
  children?: ReactNode;
}) {
  const t = useT();
  const [value, setValue] = useState(initial);
  return (
    <div
      className="a-link-bar"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onEscape?.();
        if (e.key === 'Enter') {
          e.preventDefault();
          onApply(value.trim());
        }
      }}
    >
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type="text"
        autoFocus
        {...input}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button
        type="button"
        className="a-button a-button-small a-button-primary"
        onClick={() => onApply(value.trim())}
      >
        {t(apply)}
      </button>
      {children}
    </div>
  );
}
