import { tx } from '../i18n/text.ts';

export const EDITOR_TEXT = {
  toolbar: tx('Formatting', 'စာသားပုံစံ'),
  heading1: tx('Heading 1', 'ခေါင်းစဉ် ၁'),
  heading2: tx('Heading 2', 'ခေါင်းစဉ် ၂'),
  bold: tx('Bold', 'စာလုံးထူ'),
  italic: tx('Italic', 'စာလုံးစောင်း'),
  underline: tx('Underline', 'မျဉ်းသား'),
  link: tx('Insert link', 'လင့်ခ်ထည့်ရန်'),
  image: tx('Insert image', 'ပုံထည့်ရန်'),
  undo: tx('Undo', 'နောက်ပြန်'),
  redo: tx('Redo', 'ပြန်လုပ်'),
  linkAddress: tx('Link address', 'လင့်ခ်လိပ်စာ'),
  applyLink: tx('Apply', 'သုံးမည်'),
  removeLink: tx('Remove link', 'လင့်ခ်ဖြုတ်မည်'),
  badLink: tx(
    'Links must be a path on this site or start with http, https, mailto, tel or sms.',
    'လင့်ခ်သည် ဤဆိုက်ရှိ လမ်းကြောင်း သို့မဟုတ် http, https, mailto, tel, sms ဖြင့် စရပါမည်။',
  ),
  onlyPngJpeg: tx(
    'Only PNG and JPEG images can be dropped or pasted.',
    'PNG နှင့် JPEG ပုံများကိုသာ ချ သို့မဟုတ် ကူးထည့်နိုင်ပါသည်။',
  ),
  uploadingImage: tx('Uploading image', 'ပုံတင်နေသည်'),
};
