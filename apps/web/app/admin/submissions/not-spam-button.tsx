import { UI } from '../i18n/ui.ts';
import { type RowActionProps, RowActionButton } from './row-action-button.tsx';

/**
 * "Not spam" on a row the spam trap caught (docs/decisions/0027): PUT …/not-spam, then
 * the list reloads, the row gone from the Spam filter and back in the default list.
 */
export function NotSpamButton(props: RowActionProps) {
  return (
    <RowActionButton
      {...props}
      action="not-spam"
      label={UI.notSpam}
      done={UI.notSpamDone}
      failed={UI.notSpamFailed}
    />
  );
}
