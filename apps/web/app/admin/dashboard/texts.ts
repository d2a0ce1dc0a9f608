/** The dashboard's own texts, in both admin languages. */
export const L = {
  attention: { en: 'Needs attention', mm: 'ဆောင်ရွက်ရန် ကျန်နေသည်များ' },
  unresolvedAppointments: { en: 'Unresolved appointments', mm: 'မဖြေရှင်းရသေးသော ချိန်းဆိုမှုများ' },
  ordersToCheck: { en: 'Orders to check', mm: 'စစ်ဆေးရန် အော်ဒါများ' },
  awaitingApproval: { en: 'Testimonials awaiting approval', mm: 'အတည်ပြုရန် စောင့်နေသော သက်သေခံချက်များ' },
  seeAll: { en: 'See all {count}', mm: '{count} ခုလုံး ကြည့်ရန်' },
  noneWaiting: { en: 'Nothing waiting.', mm: 'စောင့်နေသည် မရှိပါ။' },
  newest: { en: 'Newest', mm: 'နောက်ဆုံးရောက်ရှိသည်များ' },
  perWeek: {
    en: 'Appointments and orders per week, last 12 weeks',
    mm: 'လွန်ခဲ့သော ၁၂ ပတ်အတွင်း တစ်ပတ်ချင်း ချိန်းဆိုမှုနှင့် အော်ဒါများ',
  },
  chartSummary: {
    en: '{appointments} appointments and {orders} orders in 12 weeks; this week {thisAppointments} and {thisOrders}.',
    mm: '၁၂ ပတ်အတွင်း ချိန်းဆိုမှု {appointments} ခုနှင့် အော်ဒါ {orders} ခု၊ ဤအပတ် {thisAppointments} ခုနှင့် {thisOrders} ခု။',
  },
  weekOf: { en: 'Week of', mm: 'အပတ်စတင်ရက်' },
  appointments: { en: 'Appointments', mm: 'ချိန်းဆိုမှုများ' },
  orders: { en: 'Orders', mm: 'အော်ဒါများ' },
  revenue: { en: 'Revenue this month', mm: 'ဤလ ဝင်ငွေ' },
  revenueNote: {
    en: 'Resolved orders placed since {since}',
    mm: '{since} မှစ၍ မှာယူပြီး ဖြေရှင်းပြီးသော အော်ဒါများ',
  },
  revenueOrders: { en: '{count} orders', mm: 'အော်ဒါ {count} ခု' },
  noRevenue: { en: 'No resolved orders this month yet.', mm: 'ဤလတွင် ဖြေရှင်းပြီးသော အော်ဒါ မရှိသေးပါ။' },
  translations: { en: 'Burmese translations', mm: 'မြန်မာဘာသာပြန်' },
  allTranslated: {
    en: 'Every record has its Burmese text.',
    mm: 'မှတ်တမ်းအားလုံးတွင် မြန်မာစာ ပါပြီးဖြစ်သည်။',
  },
  untranslatedRecords: {
    en: 'records still miss Burmese text ({fields} fields).',
    mm: 'မှတ်တမ်းတွင် မြန်မာစာ မပါသေးပါ (အကွက် {fields} ခု)။',
  },
  completeThem: { en: 'Complete them', mm: 'ဖြည့်စွက်ရန်' },
  screens: { en: 'All screens', mm: 'စခရင်အားလုံး' },
};
