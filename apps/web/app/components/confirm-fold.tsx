import { Form } from 'react-router';

/**
 * A step that cannot be undone (a cancel), in two steps that work without scripts: the
 * summary opens the fold, and the button in it posts `name`=`value` to the page's action.
 */
export function ConfirmFold({
  summary,
  name,
  value,
  busy,
  confirm,
  busyLabel,
}: {
  summary: string;
  name: string;
  value: string;
  busy: boolean;
  confirm: string;
  busyLabel: string;
}) {
  return (
    <details className="confirm-fold">
      <summary className="button button-outline">{summary}</summary>
      <Form method="post">
        <input type="hidden" name={name} value={value} />
        <button type="submit" className="button button-danger" disabled={busy}>
          {busy ? busyLabel : confirm}
        </button>
      </Form>
    </details>
  );
}
