import {
  type AttendeeRegistration,
  REGISTRATION_MOVES,
  type RegistrationStatus,
} from '@coach/contract';
import { useT } from '../i18n/text.ts';
import { StatusMoveButtons } from '../ui/status-move-buttons.tsx';
import { useStatusMove } from '../ui/use-status-move.ts';
import { moveRegistration } from './attendees-api.ts';
import { L, MOVE_NAMES } from './attendee-texts.ts';

/**
 * The moves a registration may make from where it is, as an order's screen offers its own
 * (orders/order-actions.tsx): rejecting asks for the reason the visitor will read,
 * cancelling asks first (its seats go back).
 */
export function RegistrationActions({
  registration,
  onMoved,
  onFailed,
}: {
  registration: AttendeeRegistration;
  onMoved: (status: RegistrationStatus) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const mover = useStatusMove<RegistrationStatus>({
    send: (status, reason) => moveRegistration(registration.id, status, reason),
    cancel: { question: L.confirmCancel, confirm: MOVE_NAMES.cancelled },
    onMoved,
    onFailed,
  });
  const moves = REGISTRATION_MOVES[registration.status];
  if (moves.length === 0) return null;

  return (
    <div className="a-attendee-actions">
      <StatusMoveButtons<RegistrationStatus>
        moves={moves}
        mover={mover}
        buttonClass={(status) =>
          status === 'paid'
            ? 'a-button a-button-small a-button-primary'
            : status === 'cancelled'
              ? 'a-button a-button-small a-button-danger-quiet'
              : 'a-button a-button-small'
        }
        label={(status) => (
          <>
            {t(MOVE_NAMES[status]!)}
            <span className="visually-hidden"> {registration.name}</span>
          </>
        )}
        rejectLabels={{ reason: L.rejectReason, send: L.sendRejection, keep: L.keep }}
      />
      {mover.dialog}
    </div>
  );
}
