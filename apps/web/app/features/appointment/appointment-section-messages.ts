import { defineMessages } from '../../i18n/messages';

/**
 * The appointment band's heading and intro, apart from the form's texts: the band is
 * part of the page's first-load code, the form's code is an island (appointment-section.tsx).
 */
export const appointmentSectionMessages = defineMessages({
  title: { en: 'Book an appointment', mm: 'ချိန်းဆိုမှု ပြုလုပ်ရန်' },
  intro: {
    en: 'Tell us a little about you and your business. We reply within two working days.',
    mm: 'သင်နှင့် သင့်လုပ်ငန်းအကြောင်း အနည်းငယ် ပြောပြပါ။ အလုပ်ချိန် နှစ်ရက်အတွင်း ပြန်လည်ဆက်သွယ်ပါမည်။',
  },
});
