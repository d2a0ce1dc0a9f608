import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '@coach/contract/formats';
import { useT } from '../i18n/text.ts';
import type { DashboardFigures } from './dashboard-api.ts';
import { L } from './texts.ts';

const WIDTH = 480;
const HEIGHT = 180;
const AXIS = 24;
const BAR = 12;
/** Room right of the last bar, so its date label is not cut. */
const RIGHT = 28;

/** The week's Monday as day and month (the API gives YYYY-MM-DD). */
const weekLabel = (start: string, language: 'en' | 'mm') =>
  // A calendar day, not an instant: read in UTC it is that day wherever the site is.
  formatDate(`${start}T12:00:00Z`, language, 'UTC', { short: true });

/**
 * Appointments and orders per week as paired bars. The drawing is for the eye only
 * (hidden from screen readers); the table beside it says the same in text, and the
 * summary above it gives the totals at once.
 */
export function WeeklyChart({ weeks }: { weeks: NonNullable<DashboardFigures['weeks']> }) {
  const t = useT();
  const language = useLanguage();
  const most = Math.max(1, ...weeks.flatMap((w) => [w.appointments, w.orders]));
  const step = (WIDTH - AXIS - RIGHT) / weeks.length;
  const height = (n: number) => (n / most) * (HEIGHT - AXIS);
  const sum = (key: 'appointments' | 'orders') => weeks.reduce((n, w) => n + w[key], 0);
  const last = weeks.at(-1);
  const digits = (n: number) => localDigits(n, language);
  return (
    <section className="a-weekly" aria-labelledby="weekly-title">
      <h2 id="weekly-title">{t(L.perWeek)}</h2>
      <p className="a-muted">
        {fillIn(t(L.chartSummary), {
          appointments: digits(sum('appointments')),
          orders: digits(sum('orders')),
          thisAppointments: digits(last?.appointments ?? 0),
          thisOrders: digits(last?.orders ?? 0),
        })}
      </p>
      <div className="a-weekly-body">
        <figure className="a-weekly-figure">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
            <line
              x1={AXIS}
              y1={HEIGHT - AXIS}
              x2={WIDTH - RIGHT}
              y2={HEIGHT - AXIS}
              className="a-axis"
            />
            <text x={AXIS - 4} y={12} textAnchor="end" className="a-tick">
              {digits(most)}
            </text>
            <text x={AXIS - 4} y={HEIGHT - AXIS} textAnchor="end" className="a-tick">
              {digits(0)}
            </text>
            {weeks.map((w, i) => {
              const x = AXIS + i * step + (step - 2 * BAR) / 2;
              return (
                <g key={w.start}>
                  <rect
                    className="a-bar-appointments"
                    x={x}
                    y={HEIGHT - AXIS - height(w.appointments)}
                    width={BAR}
                    height={height(w.appointments)}
                  />
                  <rect
                    className="a-bar-orders"
                    x={x + BAR}
                    y={HEIGHT - AXIS - height(w.orders)}
                    width={BAR}
                    height={height(w.orders)}
                  />
                  {i % 3 === 2 && (
                    <text x={x + BAR} y={HEIGHT - 6} textAnchor="middle" className="a-tick">
                      {weekLabel(w.start, language)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <figcaption className="a-legend" aria-hidden="true">
            <span className="a-key a-key-appointments" /> {t(L.appointments)}{' '}
            <span className="a-key a-key-orders" /> {t(L.orders)}
          </figcaption>
        </figure>
        <table className="a-data-table a-weekly-table">
          <caption className="visually-hidden">{t(L.perWeek)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(L.weekOf)}</th>
              <th scope="col">{t(L.appointments)}</th>
              <th scope="col">{t(L.orders)}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row">{weekLabel(w.start, language)}</th>
                <td>{digits(w.appointments)}</td>
                <td>{digits(w.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
