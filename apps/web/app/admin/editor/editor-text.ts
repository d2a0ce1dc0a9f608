export const EDITOR_TEXT = {
  toolbar: { en: 'Formatting', mm: 'စာသားပုံစံ' },
  // Each starts with what the button shows (H1, H2), so what is read matches what is seen.
  heading1: { en: 'H1 heading', mm: 'H1 ခေါင်းစဉ်' },
  heading2: { en: 'H2 heading', mm: 'H2 ခေါင်းစဉ်' },
  heading3: { en: 'H3 heading', mm: 'H3 ခေါင်းစဉ်' },
  bold: { en: 'Bold', mm: 'စာလုံးထူ' },
  italic: { en: 'Italic', mm: 'စာလုံးစောင်း' },
  underline: { en: 'Underline', mm: 'မျဉ်းသား' },
  bulletList: { en: 'Bullet list', mm: 'အမှတ်အသားစာရင်း' },
  orderedList: { en: 'Numbered list', mm: 'နံပါတ်စဉ်စာရင်း' },
  quote: { en: 'Quote', mm: 'ကိုးကားချက်' },
  link: { en: 'Insert link', mm: 'လင့်ခ်ထည့်ရန်' },
  image: { en: 'Insert image', mm: 'ပုံထည့်ရန်' },
  libraryImage: {
    en: 'Insert an image from the library',
    mm: 'စာကြည့်တိုက်မှ ပုံထည့်ရန်',
  },
  undo: { en: 'Undo', mm: 'နောက်ပြန်' },
  redo: { en: 'Redo', mm: 'ပြန်လုပ်' },
  linkAddress: { en: 'Link address', mm: 'လင့်ခ်လိပ်စာ' },
  applyLink: { en: 'Apply', mm: 'သုံးမည်' },
  removeLink: { en: 'Remove link', mm: 'လင့်ခ်ဖြုတ်မည်' },
  badLink: {
    en: 'Links must be a path on this site or start with http, https, mailto, tel or sms.',
    mm: 'လင့်ခ်သည် ဤဆိုက်ရှိ လမ်းကြောင်း သို့မဟုတ် http, https, mailto, tel, sms ဖြင့် စရပါမည်။',
  },
  onlyPngJpeg: {
    en: 'Only PNG and JPEG images can be dropped or pasted.',
    mm: 'PNG နှင့် JPEG ပုံများကိုသာ ချ သို့မဟုတ် ကူးထည့်နိုင်ပါသည်။',
  },
  uploadingImage: { en: 'Uploading image', mm: 'ပုံတင်နေသည်' },
  imageAlt: { en: 'Image description', mm: 'ပုံ ဖော်ပြချက်' },
  imageAltHint: {
    en: 'What the picture shows, for visitors who cannot see it (read aloud by screen readers).',
    mm: 'ပုံကို မမြင်ရသော ဧည့်သည်များအတွက် ပုံတွင် ပါသည့်အရာ (screen reader များက ဖတ်ပြသည်)။',
  },
  applyAlt: { en: 'Save description', mm: 'ဖော်ပြချက် သိမ်းရန်' },
};
