import type { ResourceDef } from '@coach/contract';
import { type StoredRecord, setState } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { failure, success } from '../ui/notice.tsx';
import type { RowHelpers } from './filtered-list.tsx';

/**
 * "Not spam" on a row the spam trap caught (docs/decisions/0027): PUT …/not-spam, then
 * the list reloads, the row gone from the Spam filter and back in the default list.
 */
export function NotSpamButton({
  def,
  row,
  helpers,
}: {
  def: ResourceDef;
  row: StoredRecord;
  helpers: RowHelpers;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="a-button a-button-small a-button-primary"
      onClick={async () => {
        try {
          await setState(def, row.id, 'not-spam');
          helpers.setNotice(success(UI.notSpamDone));
        } catch (error) {
          console.error(UI.notSpamFailed.en, error);
          helpers.setNotice(failure(UI.notSpamFailed));
        }
        await helpers.reload();
      }}
    >
      {t(UI.notSpam)}
    </button>
  );
}
