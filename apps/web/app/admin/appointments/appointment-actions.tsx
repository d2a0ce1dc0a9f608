import { useNavigate } from 'react-router';
import { deleteFailure } from '../crud/delete-failure.ts';
import { trashQuestion } from '../crud/messages.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type NoticeMessage, failure, success } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import {
  type Appointment,
  deleteAppointment,
  markNotSpam,
  setResolved,
} from './appointment-api.ts';
import { L, MESSAGES } from './appointment-texts.ts';

/**
 * What the owner may do with the request: take it out of the spam, resolve it or undo
 * that, and delete it (after asking; it goes to the trash and the list says so).
 */
export function AppointmentActions({
  appointment,
  onChanged,
}: {
  appointment: Appointment;
  onChanged: (notice: NoticeMessage) => Promise<void>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const { busy, pending } = usePending();
  const { id, resolved, spam } = appointment;

  const run = (action: () => Promise<unknown>, done: Text, failed: Text) =>
    pending(async () => {
      try {
        await action();
        await onChanged(success(done));
      } catch (error) {
        console.error(failed.en, error);
        await onChanged(failure(failed));
      }
    });

  async function remove() {
    if (!(await ask(trashQuestion(MESSAGES.confirmDelete, appointment.name)))) return;
    await pending(async () => {
      try {
        await deleteAppointment(id);
        navigate('/admin/appointments', { state: { notice: success(MESSAGES.deleted) } });
      } catch (error) {
        // A request holding a booked time says so (409), in the API's words.
        await onChanged(deleteFailure(error, MESSAGES.deleteFailed));
      }
    });
  }

  return (
    <section className="a-card a-detail-actions" aria-labelledby="appointment-actions">
      <h2 id="appointment-actions">{t(L.actions)}</h2>
      {spam && <p className="a-muted">{t(L.caughtAsSpam)}</p>}
      <div className="a-row-actions">
        {spam && (
          <button
            type="button"
            className="a-button a-button-primary"
            disabled={busy}
            onClick={() => run(() => markNotSpam(id), UI.notSpamDone, UI.notSpamFailed)}
          >
            {t(UI.notSpam)}
          </button>
        )}
        <button
          type="button"
          // Resolve is the step a request waits for, unless the spam question comes first.
          className={resolved || spam ? 'a-button' : 'a-button a-button-primary'}
          disabled={busy}
          onClick={() =>
            resolved
              ? run(() => setResolved(id, false), L.reopened, L.reopenFailed)
              : run(() => setResolved(id, true), L.resolved, L.resolveFailed)
          }
        >
          {t(resolved ? L.undoResolve : UI.resolve)}
        </button>
        <button
          type="button"
          className="a-button a-button-danger-quiet"
          disabled={busy}
          onClick={() => void remove()}
        >
          {t(UI.delete)}
        </button>
      </div>
      <p className="a-hint">{t(L.toTrashHint)}</p>
      {dialog}
    </section>
  );
}
