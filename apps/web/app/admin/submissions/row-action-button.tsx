import type { ResourceDef } from '@coach/contract';
import { type StoredRecord, setState } from '../api/resources.ts';
import { type Text, useT } from '../i18n/text.ts';
import { failure, success } from '../ui/notice.tsx';
import type { RowHelpers } from './filtered-list.tsx';

/** What a row's action button is handed by the list it stands in. */
export interface RowActionProps {
  def: ResourceDef;
  row: StoredRecord;
  helpers: RowHelpers;
}

/**
 * A list row's one-click state change (resolve, not spam): it says how it went in the
 * list's notice, then the list reloads either way.
 */
export function RowActionButton({
  def,
  row,
  helpers,
  action,
  label,
  done,
  failed,
}: RowActionProps & {
  action: 'resolve' | 'not-spam';
  label: Text;
  done: Text;
  failed: Text;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="a-button a-button-small a-button-primary"
      onClick={async () => {
        try {
          await setState(def, row.id, action);
          helpers.setNotice(success(done));
        } catch (error) {
          console.error(failed.en, error);
          helpers.setNotice(failure(failed));
        }
        await helpers.reload();
      }}
    >
      {t(label)}
    </button>
  );
}
