import { ORDER_MOVES, type OrderStatus } from '@coach/contract';
import { useId, useState } from 'react';
import { useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { usePending } from '../ui/use-pending.ts';
import { type Order, moveOrder } from './order-api.ts';
import { L, MOVE_NAMES } from './order-texts.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

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
  const { ask, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, pending } = usePending();
  const reasonId = useId();
  const moves = ORDER_MOVES[order.status];

  async function move(status: OrderStatus, why?: string) {
    if (status === 'cancelled' && !(await ask(L.confirmCancel, MOVE_NAMES.cancelled))) return;
    try {
      await pending(async () => {
        await moveOrder(order.id, status, why);
        setRejecting(false);
        setReason('');
        await onMoved(status);
      });
    } catch (error) {
      onFailed(error);
    }
  }

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
      {moves.length > 0 && !rejecting && (
        <div className="a-row-actions">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              className={
                status === 'cancelled'
                  ? 'a-button a-button-danger-quiet'
                  : status === 'rejected' || status === 'received'
                    ? 'a-button'
                    : 'a-button a-button-primary'
              }
              onClick={() => (status === 'rejected' ? setRejecting(true) : void move(status))}
            >
              {t(MOVE_NAMES[status])}
            </button>
          ))}
        </div>
      )}
      {rejecting && (
        <form
          className="a-order-reject"
          onSubmit={(event) => {
            event.preventDefault();
            void move('rejected', reason);
          }}
        >
          <label htmlFor={reasonId}>{t(L.rejectReason)}</label>
          <textarea
            id={reasonId}
            className="a-input"
            rows={3}
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="a-row-actions">
            <SubmitButton busy={busy}>{t(L.sendRejection)}</SubmitButton>
            <button type="button" className="a-button" onClick={() => setRejecting(false)}>
              {t(L.keep)}
            </button>
          </div>
        </form>
      )}
      <p className="a-hint">{t(L.tellsCustomer)}</p>
      {order.status === 'paid' && <p className="a-hint">{t(L.undoHint)}</p>}
      {dialog}
    </section>
  );
}
