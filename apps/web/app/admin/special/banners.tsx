import { schemas } from '@coach/contract';
import { type Banners, getBanners, saveBanners } from '../api/settings.ts';
import { tx } from '../i18n/text.ts';
import { SIZE } from '../screens/common.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { type SingletonBlock, SingletonForm } from './singleton-form.tsx';

const banner = (
  name: string,
  title: ReturnType<typeof tx>,
  hint: ReturnType<typeof tx>,
  area: string,
): SingletonBlock => ({
  title,
  numbers: [],
  image: { name, hint, area, areaMm: title.mm },
});

/** The six page banners; each is optional and only a chosen file is uploaded. */
const BLOCKS: SingletonBlock[] = [
  banner('home_banner_image', tx('Home banner', 'ပင်မစာမျက်နှာ ဘန်နာ'), SIZE.homeBanner, 'home'),
  banner(
    'mobile_home_banner_image',
    tx('Mobile home banner', 'ဖုန်းအတွက် ပင်မဘန်နာ'),
    SIZE.mobileBanner,
    'mobile home',
  ),
  banner(
    'meet_mung_banner_image',
    tx('Meet the coach banner', 'နည်းပြနှင့်တွေ့ဆုံရန် ဘန်နာ'),
    SIZE.pageBanner,
    'meet mung',
  ),
  banner(
    'one_on_one_coaching_banner_image',
    tx('One-on-one coaching banner', 'တစ်ဦးချင်းနည်းပြ ဘန်နာ'),
    SIZE.pageBanner,
    'one on one coaching',
  ),
  banner(
    'team_coaching_banner_image',
    tx('Team coaching banner', 'အဖွဲ့နည်းပြ ဘန်နာ'),
    SIZE.pageBanner,
    'team coaching',
  ),
  banner(
    'trainings_banner_image',
    tx('Trainings banner', 'သင်တန်းများ ဘန်နာ'),
    SIZE.pageBanner,
    'trainings',
  ),
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
      messages={{
        updated: tx('Banners updated successfully', 'ဘန်နာများကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ'),
        failed: tx('Failed to update banners', 'ဘန်နာများ ပြင်ဆင်ရန် မအောင်မြင်ပါ'),
      }}
    />
  );
}
