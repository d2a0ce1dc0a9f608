import { fillIn } from '@coach/contract/messages';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatAmount } from '@coach/contract/formats';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import type { DashboardFigures } from './dashboard-api.ts';
import { L } from './texts.ts';

/** The shop's takings this month: resolved orders, one figure per currency. */
export function Revenue({
  revenue,
}: {
  revenue: NonNullable<DashboardFigures['revenue_this_month']>;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="a-revenue" aria-labelledby="revenue-title">
      <h2 id="revenue-title">{t(L.revenue)}</h2>
      {revenue.totals.length ? (
        <ul>
          {revenue.totals.map((r) => (
            <li key={r.currency}>
              <strong>{formatAmount(r.amount, r.currency, language)}</strong>{' '}
              <span className="a-muted">
                ({fillIn(t(L.revenueOrders), { count: localDigits(r.orders, language) })})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t(L.noRevenue)}</p>
      )}
      <p className="a-muted">
        {fillIn(t(L.revenueNote), { since: formatDate(revenue.since, language) })}
      </p>
    </section>
  );
}
