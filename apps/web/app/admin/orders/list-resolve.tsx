import { resources } from '@coach/contract';
import { Link } from 'react-router';
import type { StoredRecord } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { ResolveButton } from '../submissions/resolve-button.tsx';
import type { RowHelpers } from '../submissions/filtered-list.tsx';
import { L } from './order-texts.ts';

/** What the order's screen is told when Resolve sent the owner there to check first. */
export interface CheckFirstState {
  checkFirst: true;
}

/**
 * The list's Resolve. The spec's Resolve fulfils the order and emails "on its way"; from
 * a row whose payment nobody has confirmed (to check, or its receipt rejected) one tap
 * would ship an order unpaid, so there it opens the order, which says what is skipped.
 * A paid order resolves in place, as the spec has it.
 */
export function OrderResolve({ row, helpers }: { row: StoredRecord; helpers: RowHelpers }) {
  const t = useT();
  if (row.resolved === true) return null;
  if (row.status === 'paid') {
    return (
      <ResolveButton
        def={resources.payments}
        row={row}
        helpers={helpers}
        done={L.resolvedDone}
        failed={L.resolveFailed}
      />
    );
  }
  const state: CheckFirstState = { checkFirst: true };
  return (
    <Link
      to={`/admin/orders/${row.id}`}
      state={state}
      className="a-button a-button-small a-button-primary"
    >
      {t(UI.resolve)}
      <span className="visually-hidden"> {t(L.resolveChecksFirst)}</span>
    </Link>
  );
}
