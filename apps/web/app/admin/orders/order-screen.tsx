import type { OrderStatus } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { ApiError } from '../api/client.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { type Order, getOrder } from './order-api.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderNote } from './order-note.tsx';
import { L, STATUS_NAMES } from './order-texts.ts';
import { ReceiptLinks, ReceiptPreview } from './receipt.tsx';
import { StatusBadge } from './status-badge.tsx';

const problem = (error: unknown) =>
  failure(error instanceof ApiError ? error.detail : UI.loadFailed);

/**
 * /admin/orders/{id}: one order on one screen, on a phone as on a desktop: what was
 * bought, by whom (a tap calls or writes), the receipt beside the amount, and the moves
 * the order may make next.
 */
export function OrderScreen() {
  const { id = '' } = useParams();
  const order = useLoad(() => getOrder(id), [id]);
  const [notice, setNotice] = useState<NoticeMessage>();
  const t = useT();

  if (!order.data) {
    return (
      <section className="screen">
        <LoadState error={order.error} onRetry={() => void order.reload()} />
      </section>
    );
  }
  const shown = order.data;
  return (
    <section className="screen a-order">
      <p className="a-back">
        <Link to="/admin/orders">← {t(L.back)}</Link>
      </p>
      <div className="a-screen-header">
        <h1>
          {fillIn(t(L.title), { reference: shown.reference })} <StatusBadge status={shown.status} />
        </h1>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <div className="a-order-layout">
        <OrderFacts order={shown} />
        <div className="a-order-side">
          <section className="a-card" aria-labelledby="order-receipt">
            <h2 id="order-receipt">{t(L.receipt)}</h2>
            <ReceiptPreview id={shown.receipt_photo} reference={shown.reference} />
            <ReceiptLinks id={shown.receipt_photo} reference={shown.reference} />
          </section>
          <OrderActions
            order={shown}
            onMoved={async (status: OrderStatus) => {
              setNotice(success(fillIn(t(L.moved), { status: t(STATUS_NAMES[status]) })));
              await order.reload();
            }}
            onFailed={(error) => setNotice(problem(error))}
          />
          <OrderNote
            order={shown}
            onSaved={() => setNotice(success(L.noteSaved))}
            onFailed={(error) => setNotice(problem(error))}
          />
        </div>
      </div>
    </section>
  );
}

/** Everything known about the order, as a list of terms the eye runs down. */
function OrderFacts({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const phone = order.phone_number.replace(/[^\d+]/g, '');
  const pageUrl = `${window.location.origin}/orders/${order.token}${order.language === 'mm' ? '?lang=mm' : ''}`;
  return (
    <section className="a-card a-order-facts" aria-label={t(L.customer)}>
      <dl className="a-facts">
        <div>
          <dt>{t(L.placed)}</dt>
          <dd>
            <time dateTime={order.created}>{formatDate(order.created, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t(L.status)}</dt>
          <dd>
            <StatusBadge status={order.status} />
            {order.status === 'rejected' && order.reason && (
              <span className="a-order-reason">
                {t(L.reason)}: {order.reason}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t(L.product)}</dt>
          <dd>{order.product_name}</dd>
        </div>
        <div>
          <dt>{t(L.quantity)}</dt>
          <dd>{localDigits(order.quantity ?? 1, language)}</dd>
        </div>
        <div>
          <dt>{t(L.amount)}</dt>
          <dd className="a-order-amount">
            {formatAmount(order.amount ?? 0, order.currency ?? '', language)}
          </dd>
        </div>
        <div>
          <dt>{t(L.customer)}</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>{t(L.phone)}</dt>
          <dd>
            <a href={`tel:${phone}`}>{order.phone_number}</a>
          </dd>
        </div>
        <div>
          <dt>{t(L.email)}</dt>
          <dd className="a-col-wrap">
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t(L.address)}</dt>
          <dd className="a-pre-line">{order.address}</dd>
        </div>
        <div>
          <dt>{t(L.language)}</dt>
          <dd>{t(order.language === 'mm' ? L.burmese : L.english)}</dd>
        </div>
        {order.stock_held && (
          <div>
            <dt>{t(L.stock)}</dt>
            <dd>{fillIn(t(L.stockHeld), { count: localDigits(order.quantity ?? 1, language) })}</dd>
          </div>
        )}
        <div>
          <dt>{t(L.customerPage)}</dt>
          <dd>
            <a href={pageUrl} target="_blank" rel="noreferrer">
              {t(L.open)}
              <span className="visually-hidden"> {t(UI.opensNewTab)}</span>
            </a>
            <span className="a-hint">{t(L.customerPageHint)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
