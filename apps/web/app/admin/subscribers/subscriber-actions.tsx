import { fillIn } from '@coach/contract/messages';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type NoticeMessage, problemNotice, success } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import { L } from './subscriber-texts.ts';
import {
  type Subscriber,
  eraseSubscriber,
  removeSubscriber,
  suppressSubscriber,
} from './subscribers-api.ts';

/**
 * An address's moves, each asked first: suppress (never mailed again), take off the list
 * (it may sign up again), and, for owners, erase it on its owner's request.
 */
export function SubscriberActions({
  subscriber,
  mayErase,
  onDone,
}: {
  subscriber: Subscriber;
  mayErase: boolean;
  onDone: (notice: NoticeMessage) => Promise<void>;
}) {
  const t = useT();
  const { ask, dialog } = useConfirm();
  const { busy, pending } = usePending();
  /** A text with the address filled in, in both languages. */
  const about = (text: Text): Text => ({
    en: fillIn(text.en, { email: subscriber.email }),
    mm: fillIn(text.mm, { email: subscriber.email }),
  });

  const act = (question: Text, label: Text, call: () => Promise<unknown>, done: Text) =>
    pending(async () => {
      if (!(await ask(question, label, UI.cancel))) return;
      try {
        await call();
        await onDone(success(done));
      } catch (error) {
        await onDone(problemNotice(error));
      }
    });

  const { state } = subscriber;
  const moves = [
    {
      shown: state !== 'suppressed',
      label: L.suppress,
      question: about(L.confirmSuppress),
      call: suppressSubscriber,
      done: about(L.suppressed),
    },
    {
      shown: state === 'pending' || state === 'subscribed',
      label: L.remove,
      question: about(L.confirmRemove),
      call: removeSubscriber,
      done: about(L.removed),
    },
    {
      shown: mayErase,
      danger: true,
      label: L.erase,
      question: about(L.confirmErase),
      call: eraseSubscriber,
      done: L.erased,
    },
  ];
  return (
    <>
      {moves
        .filter((move) => move.shown)
        .map((move) => (
          <button
            key={move.label.en}
            type="button"
            className={move.danger ? 'a-button a-button-danger-quiet' : 'a-button'}
            disabled={busy}
            onClick={() =>
              act(move.question, move.label, () => move.call(subscriber.id), move.done)
            }
          >
            {t(move.label)}
          </button>
        ))}
      {dialog}
    </>
  );
}
