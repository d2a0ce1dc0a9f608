import { ORDER_MOVES, type OrderStatus } from '@coach/contract';
import { useT } from '../i18n/text.ts';
import { useStatusMove } from '../ui/use-status-move.ts';
import { type Order, moveOrder } from './order-api.ts';
import { L, MOVE_NAMES } from './order-texts.ts';
import { StatusMoveButtons } from '../ui/status-move-buttons.tsx';

/**
 * The moves the order may make from where it is (the contract's graph, the same the API
 * enforces). Rejecting asks for the reason the customer will read; cancelling asks first.
 */
export function OrderActions({
  order,
  checkFirst = false,
  onMoved,
  onFailed,
}: {
  order: Order;
  /** Sent here by the list's Resolve: say which step it would have skipped. */
  checkFirst?: boolean;
  onMoved: (status: OrderStatus) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const mover = useStatusMove<OrderStatus>({
    send: (status, reason) => moveOrder(order.id, status, reason),
    cancel: { question: L.confirmCancel, confirm: MOVE_NAMES.cancelled },
    onMoved,
    onFailed,
  });
  const moves = ORDER_MOVES[order.status];

  return (
    <section className="a-card a-detail-actions" aria-labelledby="order-actions">
      <h2 id="order-actions">{t(L.actions)}</h2>
      {checkFirst && (order.status === 'received' || order.status === 'rejected') && (
        <p className="a-callout" role="status">
          {t(order.status === 'received' ? L.checkFirst : L.checkRejected)}
        </p>
      )}
      {moves.length === 0 && <p className="a-muted">{t(L.finished)}</p>}
      {order.status === 'rejected' && <p className="a-muted">{t(L.waitingCustomer)}</p>}
      <StatusMoveButtons<OrderStatus>
        moves={moves}
        mover={mover}
        buttonClass={(status) =>
          status === 'cancelled'
            ? 'a-button a-button-danger-quiet'
            : status === 'rejected' || status === 'received'
              ? 'a-button'
              : 'a-button a-button-primary'
        }
        label={(status) => t(MOVE_NAMES[status])}
        rejectLabels={{ reason: L.rejectReason, send: L.sendRejection, keep: L.keep }}
      />
      <p className="a-hint">{t(L.tellsCustomer)}</p>
      {order.status === 'paid' && <p className="a-hint">{t(L.undoHint)}</p>}
      {mover.dialog}
    </section>
  );
}
