import { useT } from '../i18n/text.ts';

/**
 * A field's error under it, if any. Its id is the field's with `-error`, the one the
 * input's aria-describedby names, so screen readers read it with the field.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="a-field-error" id={`${id}-error`}>
      {t(error)}
    </p>
  );
}
