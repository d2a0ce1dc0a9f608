import type { ReactNode } from 'react';
import type { Text } from '../i18n/text.ts';
import { RejectForm } from './reject-form.tsx';
import type { useStatusMove } from './use-status-move.ts';

/**
 * The moves a record may make from its status, a button each (an order's, a
 * registration's); Reject opens the form that asks for the reason instead of moving at once.
 */
export function StatusMoveButtons<S extends string>({
  moves,
  mover: { move, busy, rejecting, setRejecting },
  buttonClass,
  label,
  rejectLabels,
}: {
  moves: readonly S[];
  mover: ReturnType<typeof useStatusMove<S | 'rejected'>>;
  buttonClass: (status: S) => string;
  label: (status: S) => ReactNode;
  rejectLabels: { reason: Text; send: Text; keep: Text };
}) {
  return (
    <>
      {moves.length > 0 && !rejecting && (
        <div className="a-row-actions">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              className={buttonClass(status)}
              onClick={() => (status === 'rejected' ? setRejecting(true) : void move(status))}
            >
              {label(status)}
            </button>
          ))}
        </div>
      )}
      {rejecting && (
        <RejectForm
          busy={busy}
          labels={rejectLabels}
          onSend={(reason) => void move('rejected', reason)}
          onKeep={() => setRejecting(false)}
        />
      )}
    </>
  );
}
