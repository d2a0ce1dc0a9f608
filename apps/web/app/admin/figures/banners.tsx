import { schemas } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { type Banners, getBanners, saveBanners } from '../api/settings.ts';
import { SIZE } from '../screens/common.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { type SingletonBlock, SingletonForm } from './singleton-form.tsx';

/**
 * A page's banner, stored as `<page>_banner_image` and named in an upload failure by the
 * page key's words ("one on one coaching").
 */
const banner = (page: string, title: Text, hint: Text): SingletonBlock => ({
  title,
  numbers: [],
  image: {
    name: `${page}_banner_image`,
    hint,
    area: page.replaceAll('_', ' '),
    areaMm: title.mm,
  },
});

/** The six page banners; each is optional and only a chosen file is uploaded. */
const BLOCKS: SingletonBlock[] = [
  banner('home', { en: 'Home banner', mm: 'ပင်မစာမျက်နှာ ဘန်နာ' }, SIZE.homeBanner),
  banner('mobile_home', { en: 'Mobile home banner', mm: 'ဖုန်းအတွက် ပင်မဘန်နာ' }, SIZE.mobileBanner),
  banner('meet_mung', { en: 'Meet the coach banner', mm: 'နည်းပြနှင့်တွေ့ဆုံရန် ဘန်နာ' }, SIZE.pageBanner),
  banner(
    'one_on_one_coaching',
    { en: 'One-on-one coaching banner', mm: 'တစ်ဦးချင်းနည်းပြ ဘန်နာ' },
    SIZE.pageBanner,
  ),
  banner('team_coaching', { en: 'Team coaching banner', mm: 'အဖွဲ့နည်းပြ ဘန်နာ' }, SIZE.pageBanner),
  banner('trainings', { en: 'Trainings banner', mm: 'သင်တန်းများ ဘန်နာ' }, SIZE.pageBanner),
];

export function BannersScreen() {
  return (
    <SingletonForm
      title={SPECIAL_TITLES.banners}
      blocks={BLOCKS}
      schema={schemas.banners.update}
      load={getBanners}
      // The body was validated with the same schema the type comes from.
      save={(body) => saveBanners(body as Banners)}
    />
  );
}
