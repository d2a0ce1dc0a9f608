import { fillIn } from '@coach/contract/messages';
import { formatDate } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import { formatNumber } from '@coach/contract/formats';
import { useT } from '../i18n/text.ts';
import type { DayTotals } from './analytics-api.ts';
import { L } from './texts.ts';

const WIDTH = 600;
const HEIGHT = 160;
/** The drawing's bottom margin and left margin. */
const AXIS = 4;
const RIGHT = 4;

/** A calendar day, not an instant: read at noon UTC it is that day wherever the admin is. */
const dayLabel = (day: string, language: 'en' | 'mm') =>
  formatDate(`${day}T12:00:00Z`, language, 'UTC', { short: true });

/**
 * Page views (light) with the visitors among them (dark) per day. The drawing is for the
 * eye only; the summary above says the totals, and the table under it says each day.
 */
export function DailyChart({ days }: { days: DayTotals[] }) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  const most = Math.max(1, ...days.map((d) => d.pageviews));
  const step = (WIDTH - AXIS - RIGHT) / days.length;
  const bar = Math.max(1, step * 0.7);
  const height = (n: number) => (n / most) * (HEIGHT - AXIS);
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
      <figure className="a-weekly-figure">
        <p className="a-chart-most" aria-hidden="true">
          {number(most)}
        </p>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <line
            x1={AXIS}
            y1={HEIGHT - AXIS}
            x2={WIDTH - RIGHT}
            y2={HEIGHT - AXIS}
            className="a-axis"
          />
          {days.map((d, i) => {
            const x = AXIS + i * step + (step - bar) / 2;
            return (
              <g key={d.day}>
                <rect
                  className="a-bar-pageviews"
                  x={x}
                  y={HEIGHT - AXIS - height(d.pageviews)}
                  width={bar}
                  height={height(d.pageviews)}
                />
                <rect
                  className="a-bar-visitors"
                  x={x}
                  y={HEIGHT - AXIS - height(d.visitors)}
                  width={bar}
                  height={height(d.visitors)}
                />
              </g>
            );
          })}
        </svg>
        <p className="a-chart-days" aria-hidden="true">
          {labelled.map((d, i) => (
            <span key={i}>{d ? dayLabel(d.day, language) : ''}</span>
          ))}
        </p>
        <figcaption className="a-legend" aria-hidden="true">
          <span className="a-key a-bar-visitors" /> {t(L.visitors)}{' '}
          <span className="a-key a-bar-pageviews" /> {t(L.pageviews)}
        </figcaption>
      </figure>
      <details className="a-analytics-days">
        <summary>{t(L.showDays)}</summary>
        <table className="a-counts-table">
          <caption className="visually-hidden">{t(L.perDay)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(L.day)}</th>
              <th scope="col">{t(L.visitors)}</th>
              <th scope="col">{t(L.pageviews)}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day, language)}</th>
                <td>{number(d.visitors)}</td>
                <td>{number(d.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
