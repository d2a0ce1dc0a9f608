import { fillIn } from '@coach/contract/messages';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import type { CrudMessages } from './types.ts';

/**
 * The alerts a resource's screens show after a save or a delete. Successes read
 * "<Entity> created successfully" and failures "Failed to create <entity>"; `overrides`
 * carries a screen's own wording where it differs (full stops, capitals, "item").
 */
export function crudMessages(
  entity: Text,
  lower: string,
  overrides: Partial<Record<keyof CrudMessages, string | Text>> = {},
): CrudMessages {
  const mm = entity.mm;
  const base: CrudMessages = {
    created: { en: `${entity.en} created successfully`, mm: `${mm}ကို အောင်မြင်စွာ ဖန်တီးပြီးပါပြီ` },
    updated: { en: `${entity.en} updated successfully`, mm: `${mm}ကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ` },
    deleted: { en: `${entity.en} deleted successfully`, mm: `${mm}ကို အောင်မြင်စွာ ဖျက်ပြီးပါပြီ` },
    createFailed: { en: `Failed to create ${lower}`, mm: `${mm} ဖန်တီးရန် မအောင်မြင်ပါ` },
    updateFailed: { en: `Failed to update ${lower}`, mm: `${mm} ပြင်ဆင်ရန် မအောင်မြင်ပါ` },
    deleteFailed: { en: `Failed to delete ${lower}`, mm: `${mm} ဖျက်ရန် မအောင်မြင်ပါ` },
    confirmDelete: deleteQuestion('item', 'အရာ'),
  };
  for (const [key, value] of Object.entries(overrides) as [keyof CrudMessages, string | Text][]) {
    // A plain string replaces the English only; the Burmese of the default still fits.
    base[key] = typeof value === 'string' ? { en: value, mm: base[key].mm } : value;
  }
  return base;
}

/** "Are you sure you want to delete this <kind>?", in both languages. */
const deleteQuestion = (en: string, mm: string): Text => ({
  en: `Are you sure you want to delete this ${en}?`,
  mm: `ဤ${mm}ကို ဖျက်ရန် သေချာပါသလား။`,
});

/** crudMessages for a screen whose delete question names the kind ("…delete this award?"). */
export const crudMessagesNamingKind = (
  entity: Text,
  lower: string,
  overrides: Parameters<typeof crudMessages>[2] = {},
): CrudMessages =>
  crudMessages(entity, lower, { confirmDelete: deleteQuestion(lower, entity.mm), ...overrides });

/** The spec's delete question, then which record and where it goes (it can be restored). */
export const trashQuestion = (question: Text, name: string): Text => ({
  en: `${question.en} ${fillIn(UI.toTrash.en, { name })}`,
  mm: `${question.mm} ${fillIn(UI.toTrash.mm, { name })}`,
});
