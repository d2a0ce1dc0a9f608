import { defineMessages } from '../../i18n/messages';

/** The notice above a page opened by a private preview link. */
export const previewMessages = defineMessages({
  title: { en: 'Preview', mm: 'အစမ်းကြည့်ရှုခြင်း' },
  body: {
    en: '“{name}” is not published yet. Only people with this link can see it, until {until}.',
    mm: '“{name}” ကို မထုတ်ဝေရသေးပါ။ ဤလင့်ခ် ရှိသူများသာ {until} အထိ ကြည့်နိုင်ပါသည်။',
  },
});
