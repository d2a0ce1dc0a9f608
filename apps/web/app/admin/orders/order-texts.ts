import type { OrderStatus } from '@coach/contract';
import type { Text } from '../i18n/text.ts';

/** An order's status as the owner reads it. */
export const STATUS_NAMES: Record<OrderStatus, Text> = {
  received: { en: 'To check', mm: 'စစ်ဆေးရန်' },
  paid: { en: 'Paid', mm: 'ငွေရပြီး' },
  rejected: { en: 'Receipt rejected', mm: 'ပြေစာ ငြင်းပယ်ထား' },
  fulfilled: { en: 'Fulfilled', mm: 'ပို့ဆောင်ပြီး' },
  cancelled: { en: 'Cancelled', mm: 'ပယ်ဖျက်ပြီး' },
};

/** The button that makes each move. */
export const MOVE_NAMES: Record<OrderStatus, Text> = {
  received: { en: 'To check', mm: 'စစ်ဆေးရန်' },
  paid: { en: 'Payment received', mm: 'ငွေရရှိကြောင်း မှတ်ရန်' },
  rejected: { en: 'Reject the receipt…', mm: 'ပြေစာကို ငြင်းပယ်ရန်…' },
  fulfilled: { en: 'Mark sent (fulfilled)', mm: 'ပို့ပြီးကြောင်း မှတ်ရန်' },
  cancelled: { en: 'Cancel the order', mm: 'အော်ဒါကို ပယ်ဖျက်ရန်' },
};

export const L = {
  title: { en: 'Order {reference}', mm: 'အော်ဒါ {reference}' },
  crumb: { en: 'Order {id}', mm: 'အော်ဒါ {id}' },
  back: { en: 'All orders', mm: 'အော်ဒါအားလုံး' },
  placed: { en: 'Ordered', mm: 'မှာယူသည့်နေ့' },
  status: { en: 'Status', mm: 'အခြေအနေ' },
  reason: { en: 'Reason given', mm: 'ပေးထားသော အကြောင်းရင်း' },
  product: { en: 'Product', mm: 'ကုန်ပစ္စည်း' },
  quantity: { en: 'Quantity', mm: 'အရေအတွက်' },
  amount: { en: 'Amount', mm: 'ပမာဏ' },
  customer: { en: 'Customer', mm: 'ဖောက်သည်' },
  phone: { en: 'Phone', mm: 'ဖုန်း' },
  email: { en: 'Email', mm: 'အီးမေးလ်' },
  address: { en: 'Address', mm: 'လိပ်စာ' },
  language: { en: 'Emails in', mm: 'အီးမေးလ် ဘာသာ' },
  english: { en: 'English', mm: 'အင်္ဂလိပ်' },
  burmese: { en: 'Burmese', mm: 'မြန်မာ' },
  stock: { en: 'Stock', mm: 'လက်ကျန်' },
  stockHeld: {
    en: 'Holds {count} from stock',
    mm: 'လက်ကျန်မှ {count} ခု ထိန်းထားသည်',
  },
  receipt: { en: 'Receipt', mm: 'ငွေလွှဲပြေစာ' },
  receiptAlt: { en: 'The receipt of order {reference}', mm: 'အော်ဒါ {reference} ၏ ပြေစာ' },
  receiptFailed: {
    en: 'The receipt could not be read. Please try again.',
    mm: 'ပြေစာကို ဖတ်၍မရပါ။ ထပ်ကြိုးစားပါ။',
  },
  actions: { en: 'What to do next', mm: 'နောက်တစ်ဆင့်' },
  finished: {
    en: 'This order is finished: nothing more to do.',
    mm: 'ဤအော်ဒါ ပြီးဆုံးပါပြီ။ ထပ်လုပ်ရန် မရှိပါ။',
  },
  waitingCustomer: {
    en: 'Waiting for the customer to send a new receipt from their order page.',
    mm: 'ဖောက်သည်က ၎င်း၏ အော်ဒါစာမျက်နှာမှ ပြေစာအသစ် ပို့ရန် စောင့်နေသည်။',
  },
  tellsCustomer: {
    en: 'Each step is emailed to the customer in their language.',
    mm: 'အဆင့်တိုင်းကို ဖောက်သည်ထံ ၎င်း၏ ဘာသာဖြင့် အီးမေးလ် ပို့ပါသည်။',
  },
  rejectReason: {
    en: 'Why is the receipt not accepted? (the customer reads this)',
    mm: 'ပြေစာကို အဘယ်ကြောင့် လက်မခံသနည်း။ (ဖောက်သည် ဖတ်ရပါမည်)',
  },
  sendRejection: { en: 'Send the rejection', mm: 'ငြင်းပယ်ချက် ပို့ရန်' },
  keep: { en: 'Keep it', mm: 'မပြောင်းပါ' },
  confirmCancel: {
    en: 'Cancel this order? The customer is told by email, and any stock it holds goes back.',
    mm: 'ဤအော်ဒါကို ပယ်ဖျက်မလား။ ဖောက်သည်ထံ အီးမေးလ် ပို့မည်ဖြစ်ပြီး ထိန်းထားသော လက်ကျန် ပြန်ရပါမည်။',
  },
  moved: { en: 'The order is now: {status}.', mm: 'အော်ဒါ အခြေအနေ: {status}။' },
  customerPage: { en: "The customer's order page", mm: 'ဖောက်သည်၏ အော်ဒါစာမျက်နှာ' },
  customerPageHint: {
    en: 'A private link: anyone holding it sees this order and can send a receipt.',
    mm: 'သီးသန့်လင့်ခ်: ၎င်းကို ရရှိသူတိုင်း ဤအော်ဒါကို မြင်ပြီး ပြေစာ ပို့နိုင်သည်။',
  },
  open: { en: 'Open', mm: 'ဖွင့်ရန်' },
} satisfies Record<string, Text>;
