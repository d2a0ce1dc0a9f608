import { useEffect, useState } from 'react';
import type { FormValues } from './form-values.ts';

/** What a form keeps on the device while it is being edited. */
export interface Draft {
  values: FormValues;
  /** When it was last typed (ms since 1970). */
  savedAt: number;
}

const PREFIX = 'coach-admin-draft:';

/** Whether two sets of form values say the same thing. */
export const sameValues = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? '') === (b[key] ?? ''));

function read(key: string): Draft | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const draft = raw ? (JSON.parse(raw) as Draft) : undefined;
    return draft && typeof draft.values === 'object' && typeof draft.savedAt === 'number'
      ? draft
      : undefined;
  } catch {
    // Storage off (a private window) or a damaged entry: no draft.
    return undefined;
  }
}

function write(key: string, values: FormValues | undefined) {
  try {
    if (values) {
      const draft: Draft = { values, savedAt: Date.now() };
      window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    } else {
      window.localStorage.removeItem(PREFIX + key);
    }
  } catch {
    // Storage full or off: the form still works, it only cannot keep a draft.
  }
}

/**
 * Keeps what is typed into a form on the device (localStorage, per screen and record),
 * so a reload, a lost connection or a closed tab does not lose it: `offered` is an
 * earlier draft that differs from what the form opened with, to bring back or discard.
 * Pictures chosen but not uploaded are not kept (a file cannot be stored). `clear` after
 * a save.
 */
export function useFormDraft(key: string, initial: FormValues, values: FormValues) {
  const [offered, setOffered] = useState<Draft>();
  useEffect(() => {
    const draft = read(key);
    if (draft && !sameValues(draft.values, initial)) setOffered(draft);
    else write(key, undefined);
  }, [key]);

  const dirty = !sameValues(values, initial);
  useEffect(() => {
    // While an earlier draft is on offer, it is not overwritten by the form as it opened.
    if (offered) return;
    write(key, dirty ? values : undefined);
  }, [key, values, dirty, offered]);

  return {
    offered,
    dirty,
    dismiss: () => {
      setOffered(undefined);
      write(key, undefined);
    },
    accept: () => setOffered(undefined),
    clear: () => write(key, undefined),
  };
}
