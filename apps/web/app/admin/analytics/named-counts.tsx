import { formatNumber } from '@coach/contract/formats';
import { useLanguage } from '../../lib/language.ts';
import { type Text, useT } from '../i18n/text.ts';
import { CountsTable } from '../ui/counts-table.tsx';
import type { NamedCount } from './analytics-api.ts';
import { shownName } from './names.ts';
import { L } from './texts.ts';
import { visitSeries } from './visit-series.ts';

/** One list of the period (pages, sources…): each name with its visitors and page views. */
export function NamedCounts({
  id,
  title,
  column,
  list,
}: {
  id: string;
  title: Text;
  column: Text;
  list: NamedCount[];
}) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  return (
    <section className="a-attention-card a-analytics-list" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{t(title)}</h2>
      {list.length === 0 ? (
        <p className="a-muted">{t(L.nothing)}</p>
      ) : (
        <CountsTable
          className="a-counts-table"
          nameColumn={t(column)}
          series={visitSeries(t)}
          format={number}
          rows={list}
          rowKey={(row) => row.name}
          rowName={(row) => shownName(row.name, t)}
        />
      )}
    </section>
  );
}
