import { useId, useState } from 'react';
import { useT } from '../i18n/text.ts';
import { type Order, saveOrderNote } from './order-api.ts';
import { L } from './order-texts.ts';

/** The owner's own words on the order (a call made, a promise), never shown to the customer. */
export function OrderNote({
  order,
  onSaved,
  onFailed,
}: {
  order: Order;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState(order.note ?? '');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="a-card a-order-note"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await saveOrderNote(order.id, note);
          onSaved();
        } catch (error) {
          onFailed(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id}>{t(L.note)}</label>
      <textarea
        id={id}
        className="a-input"
        rows={3}
        maxLength={5000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" className="a-button" disabled={busy}>
        {t(L.saveNote)}
      </button>
    </form>
  );
}
