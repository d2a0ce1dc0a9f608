import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type RowActionProps, RowActionButton } from './row-action-button.tsx';

/** Resolve on an unresolved row: PUT .../resolve with resolved=true, then the list reloads. */
export function ResolveButton({
  done,
  failed,
  ...props
}: RowActionProps & { done: Text; failed: Text }) {
  if (props.row.resolved === true) return null;
  return (
    <RowActionButton {...props} action="resolve" label={UI.resolve} done={done} failed={failed} />
  );
}
