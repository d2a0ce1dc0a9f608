import { useState } from 'react';
import type { Text } from '../i18n/text.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { usePending } from './use-pending.ts';

/**
 * A record's move along its status graph from the owner's buttons (an order's, a
 * registration's): a cancel asks first, a rejection goes through RejectForm (`rejecting`),
 * the call is busy while it runs, and its outcome goes to `onMoved` or `onFailed`.
 */
export function useStatusMove<S extends string>({
  send,
  cancel,
  onMoved,
  onFailed,
}: {
  send: (status: S, reason?: string) => Promise<unknown>;
  /** The question a cancel asks, and its button's name. */
  cancel: { question: Text; confirm?: Text };
  onMoved: (status: S) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const { ask, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const { busy, pending } = usePending();

  async function move(status: S, reason?: string) {
    if (status === 'cancelled' && !(await ask(cancel.question, cancel.confirm))) return;
    try {
      await pending(async () => {
        await send(status, reason);
        setRejecting(false);
        await onMoved(status);
      });
    } catch (error) {
      onFailed(error);
    }
  }

  return { move, busy, rejecting, setRejecting, dialog };
}
