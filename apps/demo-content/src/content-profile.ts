/**
 * Demo content for the coach's profile and the home page: client companies (invented
 * names), awards and certifications, and learning milestones.
 */

export const CLIENTS: [name: string, name_mm: string][] = [
  ['Shwe Taung Logistics', 'ရွှေတောင် လော်ဂျစ်တစ်'],
  ['Golden Lotus Trading', 'ရွှေကြာ ကုန်သွယ်ရေး'],
  ['Ayeyar Fresh Foods', 'ဧရာ လတ်ဆတ် စားသောက်ကုန်'],
  ['Myat Noe Pharma', 'မြတ်နိုး ဆေးဝါး'],
  ['Thiri Construction', 'သီရိ ဆောက်လုပ်ရေး'],
  ['Padauk Hotels & Resorts', 'ပိတောက် ဟိုတယ်နှင့် အပန်းဖြေစခန်း'],
  ['Zabu Tech Solutions', 'ဇမ္ဗူ နည်းပညာ'],
  ['Mingalar Microfinance', 'မင်္ဂလာ အသေးစား ငွေရေးကြေးရေး'],
  ['Ruby Bay Garments', 'ရူဘီဘေး အထည်ချုပ်'],
  ['Hinthar Insurance Agency', 'ဟင်္သာ အာမခံ ကိုယ်စားလှယ်'],
  ['Sein Pann Education', 'စိန်ပန်း ပညာရေး'],
  ['Kyaw Brothers Motors', 'ကျော်ညီအစ်ကို မော်တော်ယာဉ်'],
  ['Nawarat Printing', 'နဝရတ် ပုံနှိပ်တိုက်'],
  ['Seasons Bakery House', 'ရာသီ မုန့်တိုက်'],
  ['Inle Organic Farms', 'အင်းလေး သဘာဝ စိုက်ခင်း'],
  ['Green Delta Energy', 'ဂရင်းဒယ်လ်တာ စွမ်းအင်'],
  ['Zaw Family Pharmacy', 'ဇော် မိသားစု ဆေးဆိုင်'],
  ['Bagan Digital Agency', 'ပုဂံ ဒစ်ဂျစ်တယ် အေဂျင်စီ'],
  ['Aung Medical Centre', 'အောင် ဆေးခန်း'],
  ['Sapphire Travel & Tours', 'နီလာ ခရီးသွား လုပ်ငန်း'],
];

export interface DemoAward {
  name: string;
  name_mm: string;
  kicker: 'Certification' | 'Award';
  year: number;
}

export const AWARDS: DemoAward[] = [
  {
    name: 'Certified Professional Business Coach',
    name_mm: 'လက်မှတ်ရ ပရော်ဖက်ရှင်နယ် စီးပွားရေး ကိုချ်',
    kicker: 'Certification',
    year: 2016,
  },
  {
    name: 'DISC Certified Behavioural Consultant',
    name_mm: 'DISC လက်မှတ်ရ အပြုအမူဆိုင်ရာ အတိုင်ပင်ခံ',
    kicker: 'Certification',
    year: 2017,
  },
  {
    name: 'NLP Master Practitioner',
    name_mm: 'NLP Master Practitioner',
    kicker: 'Certification',
    year: 2015,
  },
  {
    name: 'Licensed NLP Trainer',
    name_mm: 'လိုင်စင်ရ NLP သင်တန်းဆရာ',
    kicker: 'Certification',
    year: 2018,
  },
  {
    name: 'Best SME Business Coach, Yangon Business Awards',
    name_mm: 'ရန်ကုန် စီးပွားရေးဆု - အကောင်းဆုံး SME စီးပွားရေး ကိုချ်',
    kicker: 'Award',
    year: 2019,
  },
  {
    name: 'Leadership Excellence Award',
    name_mm: 'ခေါင်းဆောင်မှု ထူးချွန်ဆု',
    kicker: 'Award',
    year: 2020,
  },
  {
    name: 'Certified Strategic Planning Facilitator',
    name_mm: 'လက်မှတ်ရ မဟာဗျူဟာ စီမံချက် ဆွေးနွေးပွဲ လမ်းညွှန်သူ',
    kicker: 'Certification',
    year: 2017,
  },
  {
    name: 'Team Coaching Practitioner',
    name_mm: 'အဖွဲ့လိုက် ကိုချင်း ပရက်တီရှင်နာ',
    kicker: 'Certification',
    year: 2021,
  },
  {
    name: 'Corporate Trainer of the Year',
    name_mm: 'နှစ်စဉ် အကောင်းဆုံး ကော်ပိုရိတ် သင်တန်းဆရာဆု',
    kicker: 'Award',
    year: 2021,
  },
  {
    name: 'Emotional Intelligence Assessor',
    name_mm: 'စိတ်ခံစားမှုဆိုင်ရာ ဉာဏ်ရည် (EQ) အကဲဖြတ်သူ',
    kicker: 'Certification',
    year: 2019,
  },
  {
    name: 'Certified Executive Coach',
    name_mm: 'လက်မှတ်ရ အမှုဆောင်အဆင့် ကိုချ်',
    kicker: 'Certification',
    year: 2022,
  },
  {
    name: 'Community Impact Award, Yangon Entrepreneurs Network',
    name_mm: 'ရန်ကုန် စွန့်ဦးတီထွင်သူများ ကွန်ရက် - လူမှုအကျိုးပြုဆု',
    kicker: 'Award',
    year: 2023,
  },
  {
    name: 'Master Trainer in Adult Learning',
    name_mm: 'လူကြီးပညာရေးဆိုင်ရာ မာစတာ သင်တန်းဆရာ',
    kicker: 'Certification',
    year: 2024,
  },
];

export const MILESTONES: [year: number, name: string, name_mm: string][] = [
  [
    2008,
    'Bachelor of Commerce, Yangon University of Economics',
    'ရန်ကုန် စီးပွားရေးတက္ကသိုလ်မှ ဝါဏိဇ္ဇဘွဲ့ (B.Com)',
  ],
  [2011, 'Master of Business Administration (MBA)', 'စီးပွားရေး စီမံခန့်ခွဲမှု မဟာဘွဲ့ (MBA)'],
  [
    2013,
    'First coaching certification and the first fifty coaching clients',
    'ပထမဆုံး ကိုချင်းလက်မှတ် ရရှိပြီး ကိုချင်းဖောက်သည် ပထမ ၅၀ ဦးနှင့် လုပ်ဆောင်ခဲ့သည်',
  ],
  [
    2015,
    'NLP Practitioner and Master Practitioner certifications',
    'NLP Practitioner နှင့် Master Practitioner လက်မှတ်များ',
  ],
  [
    2017,
    'DISC accreditation and strategic planning facilitation training',
    'DISC အသိအမှတ်ပြု လက်မှတ်နှင့် မဟာဗျူဟာ စီမံချက် လမ်းညွှန်မှု သင်တန်း',
  ],
  [
    2018,
    'Licensed as an NLP Trainer; first NLP certification batch in Yangon',
    'NLP သင်တန်းဆရာ လိုင်စင် ရရှိပြီး ရန်ကုန်တွင် ပထမဆုံး NLP လက်မှတ်ရ သင်တန်း ဖွင့်လှစ်ခဲ့သည်',
  ],
  [2021, 'Team coaching practitioner programme (online)', 'အဖွဲ့လိုက် ကိုချင်း ပရက်တီရှင်နာ အစီအစဉ် (အွန်လိုင်း)'],
  [
    2024,
    'Adult learning and instructional design masterclass',
    'လူကြီးပညာရေးနှင့် သင်ခန်းစာ ဒီဇိုင်း မာစတာကလပ်စ်',
  ],
];
