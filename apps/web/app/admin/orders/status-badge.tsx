import type { OrderStatus } from '@coach/contract';
import { useT } from '../i18n/text.ts';
import { STATUS_NAMES } from './order-texts.ts';

/** An order's status as a badge whose colour says whether it waits for the owner. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`a-badge a-order-${status}`}>{t(STATUS_NAMES[status])}</span>;
}
