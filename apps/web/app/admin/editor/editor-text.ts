export const EDITOR_TEXT = {
  toolbar: { en: 'Formatting', mm: 'စာသားပုံစံ' },
  heading1: { en: 'Heading 1', mm: 'ခေါင်းစဉ် ၁' },
  heading2: { en: 'Heading 2', mm: 'ခေါင်းစဉ် ၂' },
  bold: { en: 'Bold', mm: 'စာလုံးထူ' },
  italic: { en: 'Italic', mm: 'စာလုံးစောင်း' },
  underline: { en: 'Underline', mm: 'မျဉ်းသား' },
  link: { en: 'Insert link', mm: 'လင့်ခ်ထည့်ရန်' },
  image: { en: 'Insert image', mm: 'ပုံထည့်ရန်' },
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
};
