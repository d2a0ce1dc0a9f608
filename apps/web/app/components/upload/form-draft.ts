import { FORM_STAMP_FIELD, SPAM_TRAP_FIELD } from '@coach/contract/options';
import { newKey } from '../../lib/send-again';
import { storageKey } from './draft-key';

/**
 * What of a public form the browser keeps until it is sent (issue 45): in sessionStorage,
 * per form and page, so a reload or a send the connection lost takes nothing the visitor
 * typed or chose. Never a file (a browser cannot refill one), a password, a hidden field,
 * the spam trap's, or anything that looks like a card number.
 */
export interface Draft {
  /** The fields as typed and chosen, by name (a checkbox: whether it is ticked). */
  fields: Record<string, string | boolean>;
  /**
   * The submission under way: its one-time key, what it was made for (send-again.ts),
   * and the spam trap's stamp it went with, so a send after a reload is the same request.
   */
  sending?: { key: string; sent: string; stamp: string | null };
  /** A picture already uploaded for the form: its field, id, and the file it was. */
  uploaded?: UploadedPicture;
}

export interface UploadedPicture {
  field: string;
  id: string;
  /** The chosen file's name, size and date: the same file is not uploaded twice. */
  file: string;
  /** Its name, to show. */
  name: string;
}

export function readDraft(form: string): Draft | null {
  try {
    const kept = sessionStorage.getItem(storageKey(form));
    return kept ? (JSON.parse(kept) as Draft) : null;
  } catch {
    return null; // storage off (a private window on some phones) or a value not ours
  }
}

/** Merges `change` into the form's draft. */
export function keepDraft(form: string, change: Partial<Draft>) {
  try {
    const draft = { fields: {}, ...readDraft(form), ...change };
    sessionStorage.setItem(storageKey(form), JSON.stringify(draft));
  } catch {
    // Full or off: the form still works, only without its draft.
  }
}

export function clearDraft(form: string) {
  try {
    sessionStorage.removeItem(storageKey(form));
  } catch {
    // as above
  }
}

/** 13 to 19 digits (spaces or dashes between) that pass the Luhn check: a card number. */
export function looksLikeCard(value: string): boolean {
  if (!/^[\d -]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const NOT_KEPT_TYPES = new Set([
  'file',
  'password',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
]);

/** The form's fields worth keeping (see Draft). */
function keptFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      'name' in element &&
      Boolean((element as Field).name) &&
      !(element instanceof HTMLButtonElement) &&
      !(element instanceof HTMLInputElement && NOT_KEPT_TYPES.has(element.type)) &&
      !(element as Field).autocomplete?.startsWith('cc-') &&
      (element as Field).name !== SPAM_TRAP_FIELD &&
      (element as Field).name !== FORM_STAMP_FIELD,
  );
}

export function fieldsOf(form: HTMLFormElement): Draft['fields'] {
  const fields: Draft['fields'] = {};
  for (const field of keptFields(form)) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      fields[field.name] = field.checked;
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) fields[field.name] = field.value;
    } else if (!looksLikeCard(field.value)) {
      fields[field.name] = field.value;
    }
  }
  return fields;
}

/**
 * Puts kept fields back as if the visitor typed and chose them, so the form's own handlers
 * (React state, a field a choice reveals) hear each change.
 */
export function restoreFields(form: HTMLFormElement, fields: Draft['fields']) {
  for (const field of keptFields(form)) {
    if (!(field.name in fields)) continue;
    const kept = fields[field.name];
    const box = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);
    if (box) {
      // A radio button is put back by ticking the one kept: the others untick themselves.
      const checked = field.type === 'checkbox' ? kept === true : kept === field.value;
      if ((field as HTMLInputElement).checked === checked || (field.type === 'radio' && !checked))
        continue;
      (field as HTMLInputElement).checked = checked;
    } else {
      if (typeof kept !== 'string' || field.value === kept) continue;
      field.value = kept;
    }
    field.dispatchEvent(
      new Event(box || field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}

/** A chosen file as the draft knows it: the same file is not uploaded twice. */
export const fileName = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The one-time key to send `body` with (lib/send-again.ts): the key of the same
 * submission sent before (a retry, or a send after a reload), else a new one. The same
 * is the same fields and picture (`file`, see fileName), whatever the spam trap's stamp:
 * a reloaded page asks for a new one, so the first's is sent again with the key. Kept in
 * the draft with what the visitor typed, until the form is answered.
 */
export function submissionKey(
  form: string,
  element: HTMLFormElement,
  body: FormData,
  file: string | undefined,
  stamp: string | null,
): string {
  const fields = [...body].filter(
    ([name, value]) => name !== FORM_STAMP_FIELD && typeof value === 'string',
  );
  const sent = JSON.stringify([fields, file ?? null]);
  const before = readDraft(form)?.sending;
  const same = before?.sent === sent ? before : null;
  const sending = { key: same?.key ?? newKey(), sent, stamp: same ? same.stamp : stamp };
  if (sending.stamp) body.set(FORM_STAMP_FIELD, sending.stamp);
  keepDraft(form, { fields: fieldsOf(element), sending });
  return sending.key;
}
