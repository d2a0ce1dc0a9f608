import { DEFAULT_TRAINING_FIGURES, schemas } from '@coach/contract';
import { type Stats, getStats, saveStats } from '../api/settings.ts';
import { SIZE } from '../screens/common.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { type SingletonBlock, SingletonForm } from './singleton-form.tsx';

const leaders = { en: 'Leaders trained', mm: 'လေ့ကျင့်ပေးခဲ့သော ခေါင်းဆောင်များ' };
const businesses = { en: 'Businesses', mm: 'လုပ်ငန်းများ' };
const count = { en: 'Count', mm: 'အကြိမ်ရေ' };

const image = (name: string, area: string, areaMm: string) => ({
  name,
  hint: SIZE.stats,
  area,
  areaMm,
});

/** The six service blocks of the stats record: their numbers and image. */
const BLOCKS: SingletonBlock[] = [
  {
    title: { en: 'Business coaching', mm: 'လုပ်ငန်းနည်းပြ' },
    numbers: [
      {
        name: 'business_coaching_leaders',
        label: { en: 'Leaders coached', mm: 'နည်းပြပေးခဲ့သော ခေါင်းဆောင်များ' },
      },
      { name: 'business_coaching_count', label: count },
    ],
    image: image('business_coaching_image', 'business coaching', 'လုပ်ငန်းနည်းပြ'),
  },
  {
    title: { en: 'Strategic planning', mm: 'မဟာဗျူဟာ စီမံကိန်းရေးဆွဲခြင်း' },
    numbers: [
      { name: 'strategic_planning_businesses', label: businesses },
      { name: 'strategic_planning_count', label: count },
    ],
    image: image('strategic_planning_image', 'Strategic Planning', 'မဟာဗျူဟာ စီမံကိန်း'),
  },
  {
    title: { en: 'Team coaching', mm: 'အဖွဲ့နည်းပြ' },
    numbers: [
      { name: 'team_coaching_businesses', label: businesses },
      { name: 'team_coaching_count', label: count },
    ],
    image: image('team_coaching_image', 'team coaching', 'အဖွဲ့နည်းပြ'),
  },
  {
    title: { en: 'Business development training', mm: 'လုပ်ငန်းဖွံ့ဖြိုးရေး သင်တန်း' },
    numbers: [{ name: 'business_development_training_leaders', label: leaders }],
    image: image(
      'business_development_training_image',
      'business development training',
      'လုပ်ငန်းဖွံ့ဖြိုးရေး သင်တန်း',
    ),
  },
  {
    title: { en: 'Leadership development training', mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း' },
    numbers: [{ name: 'leadership_development_training_leaders', label: leaders }],
    image: image(
      'leadership_development_training_image',
      'leadership development training',
      'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း',
    ),
  },
  {
    title: { en: 'NLP certification training', mm: 'NLP လက်မှတ် သင်တန်း' },
    numbers: [{ name: 'nlp_certification_training_leaders', label: leaders }],
    image: image(
      'nlp_certification_training_image',
      'NLP certification training',
      'NLP လက်မှတ် သင်တန်း',
    ),
  },
];

export function StatsScreen() {
  return (
    <SingletonForm
      title={SPECIAL_TITLES.stats}
      blocks={BLOCKS}
      schema={schemas.stats.update}
      load={getStats}
      // The body was validated with the same schema the type comes from.
      save={(body) => saveStats(body as Stats)}
      defaults={DEFAULT_TRAINING_FIGURES}
      messages={{
        updated: { en: 'Stats updated successfully', mm: 'စာရင်းဇယားများကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ' },
        failed: { en: 'Failed to update stats', mm: 'စာရင်းဇယားများ ပြင်ဆင်ရန် မအောင်မြင်ပါ' },
      }}
    />
  );
}
