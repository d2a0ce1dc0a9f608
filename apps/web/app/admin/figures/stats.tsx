import { DEFAULT_TRAINING_FIGURES, schemas } from '@coach/contract';
import type { Text } from '../i18n/text.ts';
import { type Stats, getStats, saveStats } from '../api/settings.ts';
import { SIZE } from '../screens/common.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { type SingletonBlock, SingletonForm } from './singleton-form.tsx';

const leaders = { en: 'Leaders trained', mm: 'လေ့ကျင့်ပေးခဲ့သော ခေါင်းဆောင်များ' };
const businesses = { en: 'Businesses', mm: 'လုပ်ငန်းများ' };
const count = { en: 'Count', mm: 'အကြိမ်ရေ' };

/** What the coaching services count: the businesses coached, and how many times. */
const COACHED = [
  ['businesses', businesses],
  ['count', count],
] as const;
/** What the trainings count: the leaders trained. */
const TRAINED = [['leaders', leaders]] as const;

/**
 * A service's block. Its numbers and image are stored under the service's key
 * (team_coaching_count, team_coaching_image); its image is named in an upload failure
 * by the key's words and its title unless `area` says otherwise.
 */
const service = (
  key: string,
  title: Text,
  numbers: readonly (readonly [string, Text])[],
  area: { en?: string; mm?: string } = {},
): SingletonBlock => ({
  title,
  numbers: numbers.map(([what, label]) => ({ name: `${key}_${what}`, label })),
  image: {
    name: `${key}_image`,
    hint: SIZE.stats,
    area: area.en ?? key.replaceAll('_', ' '),
    areaMm: area.mm ?? title.mm,
  },
});

/** The six service blocks of the stats record: their numbers and image. */
const BLOCKS: SingletonBlock[] = [
  service('business_coaching', { en: 'Business coaching', mm: 'လုပ်ငန်းနည်းပြ' }, [
    ['leaders', { en: 'Leaders coached', mm: 'နည်းပြပေးခဲ့သော ခေါင်းဆောင်များ' }],
    ['count', count],
  ]),
  service(
    'strategic_planning',
    { en: 'Strategic planning', mm: 'မဟာဗျူဟာ စီမံကိန်းရေးဆွဲခြင်း' },
    COACHED,
    { en: 'Strategic Planning', mm: 'မဟာဗျူဟာ စီမံကိန်း' },
  ),
  service('team_coaching', { en: 'Team coaching', mm: 'အဖွဲ့နည်းပြ' }, COACHED),
  service(
    'business_development_training',
    { en: 'Business development training', mm: 'လုပ်ငန်းဖွံ့ဖြိုးရေး သင်တန်း' },
    TRAINED,
  ),
  service(
    'leadership_development_training',
    { en: 'Leadership development training', mm: 'ခေါင်းဆောင်မှု ဖွံ့ဖြိုးရေး သင်တန်း' },
    TRAINED,
  ),
  service(
    'nlp_certification_training',
    { en: 'NLP certification training', mm: 'NLP လက်မှတ် သင်တန်း' },
    TRAINED,
    { en: 'NLP certification training' },
  ),
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
    />
  );
}
