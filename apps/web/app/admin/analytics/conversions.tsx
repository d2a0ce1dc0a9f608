import { DEFAULT_CURRENCY } from '@coach/contract/options';
import { formatAmount, formatNumber } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import type { SourceConversions } from './analytics-api.ts';
import { ColumnHeads } from '../ui/column-heads.tsx';
import { shownName } from './names.ts';
import { L } from './texts.ts';

/**
 * Requests, booked sessions, orders and testimonials per source. The paid amount column is
 * there when the API sends it (owners); on a phone each source becomes a card.
 */
export function Conversions({ conversions }: { conversions: SourceConversions[] }) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  const withMoney = conversions.some((row) => row.order_amount !== undefined);
  const columns = [
    { label: t(L.appointments), value: (row: SourceConversions) => number(row.appointments) },
    { label: t(L.bookings), value: (row: SourceConversions) => number(row.bookings) },
    { label: t(L.orders), value: (row: SourceConversions) => number(row.orders) },
    ...(withMoney
      ? [
          {
            label: t(L.orderAmount),
            value: (row: SourceConversions) =>
              formatAmount(row.order_amount ?? 0, DEFAULT_CURRENCY, language),
          },
        ]
      : []),
    { label: t(L.testimonials), value: (row: SourceConversions) => number(row.testimonials) },
  ];
  return (
    <section
      className="a-attention-card a-analytics-conversions"
      aria-labelledby="conversions-title"
      data-testid="conversions"
    >
      <h2 id="conversions-title">{t(L.conversions)}</h2>
      <p className="a-muted">{t(L.conversionsNote)}</p>
      {conversions.length === 0 ? (
        <p className="a-muted">{t(L.noConversions)}</p>
      ) : (
        <table className="a-data-table">
          <ColumnHeads labels={[t(L.source), ...columns.map((column) => column.label)]} />
          <tbody>
            {conversions.map((row) => (
              <tr key={row.source}>
                <td className="a-analytics-source">{shownName(row.source, t)}</td>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
