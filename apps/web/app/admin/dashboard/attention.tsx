import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatAmount } from '@coach/contract/formats';
import { formatDate } from '../crud/cells.tsx';
import { type Text, useT } from '../i18n/text.ts';
import type { DashboardFigures } from './dashboard-api.ts';
import { L } from './texts.ts';

interface Item {
  id: number;
  name: string;
  created: string;
  detail: string;
}

/** One kind of waiting record: its count linking to the filtered list, and the newest few. */
function AttentionCard({
  title,
  count,
  to,
  items,
}: {
  title: Text;
  count: number;
  to: string;
  items: Item[];
}) {
  const t = useT();
  const language = useLanguage();
  const id = `attention-${to.replace(/\W+/g, '-')}`;
  return (
    <section className="a-attention-card" aria-labelledby={id}>
      <h3 id={id}>{t(title)}</h3>
      <Link to={to} className="a-attention-count" data-testid={`count-${title.en}`}>
        <span className="a-attention-number">{localDigits(count, language)}</span>
        <span className="visually-hidden">{t(title)}: </span>
        <span className="a-attention-link">
          {fillIn(t(L.seeAll), { count: localDigits(count, language) })}
        </span>
      </Link>
      {items.length ? (
        <>
          <h4>{t(L.newest)}</h4>
          <ul className="a-attention-list">
            {items.map((item) => (
              <li key={item.id}>
                <span className="a-attention-name">{item.name}</span>
                <span className="a-attention-detail">{item.detail}</span>
                <time dateTime={item.created}>{formatDate(item.created, language)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="a-muted">{t(L.noneWaiting)}</p>
      )}
    </section>
  );
}

/** Unresolved appointments, orders whose receipt is to check, testimonials awaiting approval. */
export function Attention({ figures }: { figures: DashboardFigures }) {
  const { waiting, newest } = figures;
  const language = useLanguage();
  return (
    <div className="a-attention">
      {/* Appointments and orders are an owner's: an editor's figures leave them out. */}
      {waiting.appointments !== undefined && newest.appointments && (
        <AttentionCard
          title={L.unresolvedAppointments}
          count={waiting.appointments}
          to="/admin/appointments?resolved=false"
          items={newest.appointments.map((a) => ({ ...a, detail: a.appointment_for }))}
        />
      )}
      {waiting.orders !== undefined && newest.orders && (
        <AttentionCard
          title={L.ordersToCheck}
          count={waiting.orders}
          to="/admin/orders?status=received"
          items={newest.orders.map((o) => ({
            ...o,
            detail: `${o.product_name} · ${formatAmount(o.amount, o.currency, language)}`,
          }))}
        />
      )}
      <AttentionCard
        title={L.awaitingApproval}
        count={waiting.testimonials}
        to="/admin/testimonials?publish_status=false"
        items={newest.testimonials.map((r) => ({ ...r, detail: r.organization ?? '' }))}
      />
    </div>
  );
}
