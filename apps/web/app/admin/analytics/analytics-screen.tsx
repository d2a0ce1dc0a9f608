import { fillIn } from '@coach/contract/messages';
import { formatNumber } from '@coach/contract/formats';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { downloadCsv } from '../csv/build-csv.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { PERIODS, type Period, getAnalytics, periodOf } from './analytics-api.ts';
import { Conversions } from './conversions.tsx';
import { DailyChart } from './daily-chart.tsx';
import { dailyCsv } from './daily-csv.ts';
import { LinkBuilder } from './link-builder.tsx';
import { NamedCounts } from './named-counts.tsx';
import { L } from './texts.ts';

/** The lists side by side, each a heading and the column naming its rows. */
const LISTS = [
  { id: 'sources', title: L.sources, column: L.source },
  { id: 'campaigns', title: L.campaigns, column: L.campaign },
  { id: 'devices', title: L.devices, column: L.device },
  { id: 'languages', title: L.languages, column: L.language },
] as const;

/**
 * The site's visits (issue 43): for 7, 30 or 90 days (kept in the address, `?days=`), the
 * totals, a daily chart, the lists, what each source brought, and a tagged link to post.
 */
export function AnalyticsScreen() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('days'));
  const loaded = useLoad(() => getAnalytics(period), [period]);
  const [notice, setNotice] = useState<NoticeMessage>();
  const data = loaded.data;
  const number = (n: number) => formatNumber(n, language);
  const choose = (days: Period) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('days', String(days));
      return next;
    });

  return (
    <section className="screen a-analytics">
      <ScreenHeader title={L.title}>
        <button
          type="button"
          className="a-button"
          disabled={!data}
          onClick={() => {
            try {
              downloadCsv(`visits-${period}-days.csv`, dailyCsv(data!));
            } catch {
              setNotice(failure(L.csvFailed));
            }
          }}
        >
          ⤓ {t(UI.downloadCsv)}
        </button>
      </ScreenHeader>
      <p className="a-lead">{t(L.lead)}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <div className="a-period" role="group" aria-label={t(L.period)}>
        {PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            className="a-button"
            aria-pressed={days === period}
            onClick={() => choose(days)}
          >
            {fillIn(t(L.lastDays), { days: number(days) })}
          </button>
        ))}
      </div>
      {!data ? (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      ) : (
        <div aria-busy={loaded.loading}>
          <dl className="a-analytics-totals" data-testid="analytics-totals">
            {(['visitors', 'visits', 'pageviews'] as const).map((key) => (
              <div key={key} className="a-attention-card">
                <dt>{t(L[key])}</dt>
                <dd className="a-attention-number">{number(data[key])}</dd>
              </div>
            ))}
          </dl>
          <DailyChart days={data.days} />
          <Conversions conversions={data.conversions} />
          <div className="a-analytics-lists">
            {LISTS.map(({ id, title, column }) => (
              <NamedCounts key={id} id={id} title={title} column={column} list={data[id]} />
            ))}
          </div>
          {/* Full width: its addresses are long, and its list is the longest. */}
          <NamedCounts id="pages" title={L.pages} column={L.page} list={data.pages} />
        </div>
      )}
      <LinkBuilder />
    </section>
  );
}
