import { FIELD_LABELS, type LabelledField } from '@coach/contract';
import { Link } from 'react-router';
import { call } from '../api/client.ts';
import { type Text, useT } from '../i18n/text.ts';
import { SCREENS } from '../screens/index.ts';
import { LoadState } from '../ui/load-state.tsx';
import { SPECIAL_TITLES } from '../ui/nav.ts';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { UI } from '../i18n/ui.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';

/** A record whose Burmese twins are empty (GET /api/missing-translations). */
export interface UntranslatedRecord {
  resource: string;
  id: number;
  label: string;
  missing: string[];
}

export const loadMissingTranslations = () => call<UntranslatedRecord[]>('/missing-translations');

const WORDS = {
  intro: {
    en: 'Records with English text whose Burmese is empty. Visitors who chose Burmese see the English there until it is filled in.',
    mm: 'အင်္ဂလိပ်စာသား ရှိပြီး မြန်မာစာသား ဗလာဖြစ်နေသော မှတ်တမ်းများ။ မြန်မာဘာသာ ရွေးထားသော ဧည့်သည်များသည် ဖြည့်ပြီးသည်အထိ ထိုနေရာတွင် အင်္ဂလိပ်စာကို မြင်ရပါမည်။',
  },
  none: {
    en: 'Every record has its Burmese text.',
    mm: 'မှတ်တမ်းအားလုံးတွင် မြန်မာစာသား ပါရှိပါသည်။',
  },
  screen: { en: 'Screen', mm: 'မျက်နှာပြင်' },
  record: { en: 'Record', mm: 'မှတ်တမ်း' },
  missing: { en: 'Burmese missing for', mm: 'မြန်မာစာ မရှိသေးသည့် အကွက်များ' },
  edit: UI.edit,
} satisfies Record<string, Text>;

/** The back-office screen of a resource slug (`blog_videos` → /admin/blog-videos). */
const screenOf = (resource: string) =>
  Object.values(SCREENS).find((screen) => screen.resource.slug === resource);

/** An `_mm` twin's field name, as the forms label it. */
const fieldLabel = (twin: string): Text =>
  FIELD_LABELS[twin.replace(/_mm$/, '') as LabelledField] ?? { en: twin, mm: twin };

/**
 * /admin/translations: every content record missing Burmese text, which fields, and a
 * link to edit it, so the owner can complete the Burmese site.
 */
export function MissingTranslationsScreen() {
  const t = useT();
  const list = useLoad(loadMissingTranslations, []);
  const records = list.data;
  return (
    <section>
      <ScreenHeader title={SPECIAL_TITLES.translations} count={records?.length} />
      <p className="a-hint">{t(WORDS.intro)}</p>
      {!records ? (
        <LoadState error={list.error} onRetry={() => void list.reload()} />
      ) : records.length === 0 ? (
        <p className="a-empty">{t(WORDS.none)}</p>
      ) : (
        <div className="a-table-wrap">
          <table className="a-data-table">
            <ColumnHeads
              labels={[t(WORDS.screen), t(WORDS.record), t(WORDS.missing)]}
              actions={{ label: t(WORDS.edit), hidden: true }}
            />
            <tbody>
              {records.map((record) => {
                const screen = screenOf(record.resource);
                return (
                  <tr key={`${record.resource}-${record.id}`}>
                    <td data-label={t(WORDS.screen)}>
                      {screen ? t(screen.title) : record.resource}
                    </td>
                    <td data-label={t(WORDS.record)}>{record.label}</td>
                    <td data-label={t(WORDS.missing)}>
                      {record.missing.map((f) => t(fieldLabel(f))).join(', ')}
                    </td>
                    <td>
                      {screen && (
                        <Link
                          to={`/admin/${screen.path}/edit/${record.id}`}
                          className="a-button a-button-small"
                        >
                          {t(WORDS.edit)}
                          <span className="visually-hidden"> — {record.label}</span>
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
