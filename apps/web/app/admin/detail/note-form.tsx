import type { ResourceDef } from '@coach/contract';
import { useId, useState } from 'react';
import { saveNote } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { usePending } from '../ui/use-pending.ts';
import { L } from './detail-texts.ts';

/**
 * The owner's own words on a visitor's order or request (a call made, a promise), never
 * shown to the visitor. Saved whole; an empty note clears it.
 */
export function NoteForm({
  def,
  record,
  onSaved,
  onFailed,
}: {
  def: ResourceDef;
  record: { id: number; note?: string | null };
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState(record.note ?? '');
  const { busy, pending } = usePending();
  return (
    <form
      className="a-card a-note-form"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await pending(() => saveNote(def, record.id, note));
          onSaved();
        } catch (error) {
          onFailed(error);
        }
      }}
    >
      <label htmlFor={id}>{t(L.note)}</label>
      <textarea
        id={id}
        className="a-input"
        rows={4}
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
