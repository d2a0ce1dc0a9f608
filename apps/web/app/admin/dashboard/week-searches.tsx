import { fillIn } from '@coach/contract/messages';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { useLoad } from '../ui/use-load.ts';
import { type CountedSearch, getWeekOfSearches } from './dashboard-api.ts';

const L = {
  title: { en: 'What visitors searched for this week', mm: 'ဤအပတ် ဧည့်သည်များ ရှာဖွေခဲ့သည်များ' },
  lastWeekTitle: {
    en: 'What visitors searched for last week',
    mm: 'ပြီးခဲ့သောအပတ် ဧည့်သည်များ ရှာဖွေခဲ့သည်များ',
  },
  lastWeekNote: {
    en: 'No searches yet this week: these are last week’s.',
    mm: 'ဤအပတ်တွင် ရှာဖွေမှု မရှိသေးပါ - ပြီးခဲ့သောအပတ်မှ ဖြစ်သည်။',
  },
  topTitle: { en: 'Most searched', mm: 'အများဆုံး ရှာခဲ့သည်များ' },
  nothingTitle: {
    en: 'Searched, found nothing: what to write next',
    mm: 'ရှာသော်လည်း ဘာမျှ မတွေ့ခဲ့ - နောက်ထပ် ရေးသင့်သည်များ',
  },
  times: { en: '{count} times', mm: '{count} ကြိမ်' },
  once: { en: 'once', mm: '၁ ကြိမ်' },
  none: { en: 'No searches yet this week.', mm: 'ဤအပတ်တွင် ရှာဖွေမှု မရှိသေးပါ။' },
  allFound: { en: 'Every search found something.', mm: 'ရှာဖွေမှုတိုင်း တစ်ခုခု တွေ့ခဲ့သည်။' },
  note: {
    en: 'Counted by query only: nothing of who searched is kept.',
    mm: 'ရှာသည့် စကားလုံးအလိုက်သာ ရေတွက်သည် - ရှာသူ၏ အချက်အလက် မသိမ်းပါ။',
  },
};

/**
 * The week's searches (issue 41): the most made, and those that found nothing, which is
 * what visitors look for and the site does not have. Each query opens its results. While
 * this week has none yet (a Monday morning), last week's, said so.
 */
export function WeekSearches() {
  const t = useT();
  const week = useLoad(getWeekOfSearches, []);
  const data = week.data;
  return (
    <section
      className="a-attention-card a-week-searches"
      aria-labelledby="week-searches"
      data-testid="week-searches"
    >
      <h3 id="week-searches">{t(data?.this_week === false ? L.lastWeekTitle : L.title)}</h3>
      {!data ? (
        <LoadState error={week.error} onRetry={() => void week.reload()} />
      ) : data.top.length === 0 ? (
        <p className="a-muted">{t(L.none)}</p>
      ) : (
        <>
          {!data.this_week && <p className="a-muted">{t(L.lastWeekNote)}</p>}
          <div className="a-week-searches-lists">
            <div>
              <h4>{t(L.topTitle)}</h4>
              <Searches list={data.top} />
            </div>
            <div>
              <h4>{t(L.nothingTitle)}</h4>
              {data.nothing.length ? (
                <Searches list={data.nothing} nothing />
              ) : (
                <p className="a-muted">{t(L.allFound)}</p>
              )}
            </div>
          </div>
          <p className="a-muted">{t(L.note)}</p>
        </>
      )}
    </section>
  );
}

/** The queries with how often they were made (or found nothing), each a link to its results. */
function Searches({ list, nothing = false }: { list: CountedSearch[]; nothing?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ol className="a-attention-list">
      {list.map((search) => {
        const count = nothing ? search.found_nothing : search.searches;
        return (
          <li key={search.query}>
            <a
              className="a-attention-name"
              href={`/search?${new URLSearchParams({ q: search.query })}`}
            >
              {search.query}
            </a>
            <span className="a-attention-detail">
              {count === 1
                ? t(L.once)
                : fillIn(t(L.times), { count: localDigits(count, language) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
