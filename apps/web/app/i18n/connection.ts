import { defineMessages } from './messages';

/**
 * A public form's send on a weak connection (lib/send-again.ts): said while it is tried
 * again, when it gives up, and of a picture uploaded before a reload.
 */
export const connectionMessages = defineMessages({
  retrying: {
    en: 'Connection lost, trying again…',
    mm: 'ချိတ်ဆက်မှု ပြတ်သွားပါသည်၊ ထပ်မံ ကြိုးစားနေပါသည်…',
  },
  gaveUp: {
    en: 'We could not reach the site. What you entered is kept on this device: please send it again when you are back online.',
    mm: 'ဝဘ်ဆိုက်သို့ ဆက်သွယ်၍ မရပါ။ ဖြည့်ထားသည်များကို ဤစက်ပေါ်တွင် သိမ်းထားပါသည်။ အင်တာနက် ပြန်ရသည့်အခါ ထပ်ပို့ပါ။',
  },
  failed: {
    en: 'Something went wrong on our side. What you entered is kept: please try again.',
    mm: 'ကျွန်ုပ်တို့ဘက်တွင် အမှားတစ်ခု ဖြစ်သွားပါသည်။ ဖြည့်ထားသည်များကို သိမ်းထားပါသည်။ ထပ်ကြိုးစားပါ။',
  },
  uploadedBefore: {
    en: 'Already uploaded: {name}. Choose another picture only to replace it.',
    mm: 'တင်ပြီးပါပြီ- {name}။ အစားထိုးလိုမှသာ အခြားပုံကို ရွေးပါ။',
  },
});
