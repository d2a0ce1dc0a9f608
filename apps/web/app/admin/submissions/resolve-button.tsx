import type { ResourceDef } from '@coach/contract';
import { type StoredRecord, setState } from '../api/resources.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { failure, success } from '../ui/notice.tsx';
import type { RowHelpers } from './filtered-list.tsx';

/** Resolve on an unresolved row: PUT .../resolve with resolved=true, then the list reloads. */
export function ResolveButton({
  def,
  row,
  helpers,
  done,
  failed,
}: {
  def: ResourceDef;
  row: StoredRecord;
  helpers: RowHelpers;
  done: Text;
  failed: Text;
}) {
  const t = useT();
  if (row.resolved === true) return null;
  return (
    <button
      type="button"
      className="a-button a-button-small a-button-primary"
      onClick={async () => {
        try {
          await setState(def, row.id, 'resolve');
          helpers.setNotice(success(done));
        } catch (error) {
          console.error(failed.en, error);
          helpers.setNotice(failure(failed));
        }
        await helpers.reload();
      }}
    >
      {t(UI.resolve)}
    </button>
  );
}
