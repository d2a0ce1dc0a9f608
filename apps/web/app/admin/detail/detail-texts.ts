import type { Text } from '../i18n/text.ts';

/** Words shared by the screens of one record (an order, an appointment request). */
export const L = {
  note: { en: 'Note (only the back office sees it)', mm: 'မှတ်စု (စီမံခန့်ခွဲမှုတွင်သာ မြင်ရသည်)' },
  saveNote: { en: 'Save the note', mm: 'မှတ်စု သိမ်းရန်' },
  noteSaved: { en: 'The note is saved.', mm: 'မှတ်စု သိမ်းပြီးပါပြီ။' },
  open: { en: 'Open', mm: 'ဖွင့်ရန်' },
} satisfies Record<string, Text>;
