import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { useT } from '../i18n/text.ts';
import { BarChartFigure, calendarDayLabel, type ChartFrame } from '../ui/bar-chart.tsx';
import { CountsTable } from '../ui/counts-table.tsx';
import type { DashboardFigures } from './dashboard-api.ts';
import { L } from './texts.ts';

/** `right` leaves room right of the last bar, so its date label is not cut. */
const FRAME: ChartFrame = { width: 480, height: 180, axis: 24, right: 28 };
const BAR = 12;

/**
 * Appointments and orders per week as paired bars. The drawing is for the eye only
 * (hidden from screen readers); the table beside it says the same in text, and the
 * summary above it gives the totals at once.
 */
export function WeeklyChart({ weeks }: { weeks: NonNullable<DashboardFigures['weeks']> }) {
  const t = useT();
  const language = useLanguage();
  const most = Math.max(1, ...weeks.flatMap((w) => [w.appointments, w.orders]));
  const sum = (key: 'appointments' | 'orders') => weeks.reduce((n, w) => n + w[key], 0);
  const last = weeks.at(-1);
  const digits = (n: number) => localDigits(n, language);
  const series = [
    { key: 'appointments', label: t(L.appointments) },
    { key: 'orders', label: t(L.orders) },
  ] as const;
  // Each week is named by its Monday (the API gives YYYY-MM-DD).
  const weekLabel = (start: string) => calendarDayLabel(start, language);
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
        <BarChartFigure
          frame={FRAME}
          rows={weeks}
          rowKey={(w) => w.start}
          series={series}
          most={most}
          barWidth={() => BAR}
          ticks={
            <>
              <text x={FRAME.axis - 4} y={12} textAnchor="end" className="a-tick">
                {digits(most)}
              </text>
              <text
                x={FRAME.axis - 4}
                y={FRAME.height - FRAME.axis}
                textAnchor="end"
                className="a-tick"
              >
                {digits(0)}
              </text>
            </>
          }
          // Every third week is named under its bars.
          after={(w, i, x) =>
            i % 3 === 2 && (
              <text x={x + BAR} y={FRAME.height - 6} textAnchor="middle" className="a-tick">
                {weekLabel(w.start)}
              </text>
            )
          }
        />
        <CountsTable
          className="a-data-table a-weekly-table"
          caption={t(L.perWeek)}
          nameColumn={t(L.weekOf)}
          series={series}
          format={digits}
          rows={weeks}
          rowKey={(w) => w.start}
          rowName={(w) => weekLabel(w.start)}
        />
      </div>
    </section>
  );
}
