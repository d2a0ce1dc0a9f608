import { defineMessages } from '../../i18n/messages';

/** An event's seats, on its card and its page. */
export const seatStatusMessages = defineMessages({
  seatLeft: { en: '1 seat left', mm: 'ထိုင်ခုံ ၁ ခု ကျန်ပါသည်' },
  seatsLeft: { en: '{left} seats left', mm: 'ထိုင်ခုံ {left} ခု ကျန်ပါသည်' },
  full: { en: 'Full', mm: 'နေရာပြည့်ပါပြီ' },
  closed: { en: 'Registration closed', mm: 'စာရင်းသွင်းခြင်း ပိတ်ပြီး' },
});
