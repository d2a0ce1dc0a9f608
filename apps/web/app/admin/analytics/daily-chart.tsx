import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { formatNumber } from '@coach/contract/formats';
import { useT } from '../i18n/text.ts';
import { BarChartFigure, calendarDayLabel, type ChartFrame } from '../ui/bar-chart.tsx';
import { CountsTable } from '../ui/counts-table.tsx';
import type { DayTotals } from './analytics-api.ts';
import { L } from './texts.ts';
import { visitSeries } from './visit-series.ts';

/** The drawing's bottom margin and left margin are both `axis`. */
const FRAME: ChartFrame = { width: 600, height: 160, axis: 4, right: 4 };

/**
 * Page views (light) with the visitors among them (dark) per day. The drawing is for the
 * eye only; the summary above says the totals, and the table under it says each day.
 */
export function DailyChart({ days }: { days: DayTotals[] }) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  const series = visitSeries(t);
  const most = Math.max(1, ...days.map((d) => d.pageviews));
  const sum = (key: 'visitors' | 'pageviews') => days.reduce((n, d) => n + d[key], 0);
  const today = days.at(-1);
  // Three dates under the bars: the first day, the middle one and today. Written in the
  // page, not the drawing, so they keep a readable size however wide the chart is drawn.
  const labelled = [days[0], days[Math.floor((days.length - 1) / 2)], days.at(-1)];
  return (
    <section className="a-weekly a-analytics-daily" aria-labelledby="daily-title">
      <h2 id="daily-title">{t(L.perDay)}</h2>
      <p className="a-muted">
        {fillIn(t(L.chartSummary), {
          visitors: number(sum('visitors')),
          pageviews: number(sum('pageviews')),
          days: number(days.length),
          todayVisitors: number(today?.visitors ?? 0),
          todayPageviews: number(today?.pageviews ?? 0),
        })}
      </p>
      {/* The visitors are drawn over the page views they are among. */}
      <BarChartFigure
        frame={FRAME}
        rows={days}
        rowKey={(d) => d.day}
        series={series}
        most={most}
        barWidth={(step) => Math.max(1, step * 0.7)}
        overlap
        above={
          <p className="a-chart-most" aria-hidden="true">
            {number(most)}
          </p>
        }
        below={
          <p className="a-chart-days" aria-hidden="true">
            {labelled.map((d, i) => (
              <span key={i}>{d ? calendarDayLabel(d.day, language) : ''}</span>
            ))}
          </p>
        }
      />
      <details className="a-analytics-days">
        <summary>{t(L.showDays)}</summary>
        <CountsTable
          className="a-counts-table"
          caption={t(L.perDay)}
          nameColumn={t(L.day)}
          series={series}
          format={number}
          rows={[...days].reverse()}
          rowKey={(d) => d.day}
          rowName={(d) => calendarDayLabel(d.day, language)}
        />
      </details>
    </section>
  );
}
