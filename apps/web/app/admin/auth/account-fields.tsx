import type { ComponentProps } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { TextField } from '../ui/text-field.tsx';

/** What a form still says about one of these fields: its error, and input attributes such as autoFocus. */
type FieldProps = Omit<ComponentProps<typeof TextField>, 'id' | 'label'>;

/** A password field's own name and words; each form names its fields after what its API takes. */
type PasswordProps = FieldProps & { id: string; label?: Text };

/** An account's name, as password managers fill it in. */
export function UsernameField(props: FieldProps) {
  const t = useT();
  return (
    <TextField id="username" label={t(UI.username)} autoComplete="username" required {...props} />
  );
}

/** An account's email address. */
export function EmailField(props: FieldProps) {
  const t = useT();
  return (
    <TextField
      id="email"
      type="email"
      label={t(UI.email)}
      autoComplete="email"
      required
      {...props}
    />
  );
}

/**
 * A password: the one the account has now, which password managers fill in, or a new one,
 * which they offer to make up and then save.
 */
export function PasswordField({
  id,
  purpose,
  label = purpose === 'current' ? UI.currentPassword : UI.newPassword,
  ...props
}: PasswordProps & { purpose: 'current' | 'new' }) {
  const t = useT();
  return (
    <TextField
      id={id}
      type="password"
      label={t(label)}
      autoComplete={`${purpose}-password`}
      required
      {...props}
    />
  );
}
