import type { ResourceDef } from '@coach/contract';
import { useState } from 'react';
import { saveNote } from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { usePending } from '../ui/use-pending.ts';
import { LabelledTextArea } from '../ui/labelled-text-area.tsx';
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
      <LabelledTextArea
        label={t(L.note)}
        value={note}
        onChange={setNote}
        rows={4}
        maxLength={5000}
      />
      <button type="submit" className="a-button" disabled={busy}>
        {t(L.saveNote)}
      </button>
    </form>
  );
}
