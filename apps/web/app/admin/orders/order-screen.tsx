import { type OrderStatus, resources } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { formatDate } from '../crud/cells.tsx';
import { mailtoHref, telHref } from '../detail/contact-links.ts';
import { DetailFrame, DetailLoading, Fact } from '../detail/detail-frame.tsx';
import { L as DETAIL } from '../detail/detail-texts.ts';
import { NoteForm } from '../detail/note-form.tsx';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, success, problemNotice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { type Order, getOrder } from './order-api.ts';
import type { CheckFirstState } from './list-resolve.tsx';
import { OrderActions } from './order-actions.tsx';
import { L, STATUS_NAMES } from './order-texts.ts';
import { ReceiptLinks, ReceiptPreview } from './receipt.tsx';
import { StatusBadge } from './status-badge.tsx';

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
  const checkFirst = Boolean((useLocation().state as CheckFirstState | null)?.checkFirst);

  if (!order.data) return <DetailLoading loaded={order} />;
  const shown = order.data;
  return (
    <DetailFrame
      back={{ to: '/admin/orders', label: L.back }}
      title={
        <>
          {fillIn(t(L.title), { reference: shown.reference })} <StatusBadge status={shown.status} />
        </>
      }
      notice={notice}
      onDismiss={() => setNotice(undefined)}
    >
      <OrderFacts order={shown} />
      <div className="a-detail-column">
        <section className="a-card" aria-labelledby="order-receipt">
          <h2 id="order-receipt">{t(L.receipt)}</h2>
          <ReceiptPreview id={shown.receipt_photo} reference={shown.reference} />
          <ReceiptLinks id={shown.receipt_photo} reference={shown.reference} />
        </section>
        <OrderActions
          order={shown}
          checkFirst={checkFirst}
          onMoved={async (status: OrderStatus) => {
            setNotice(success(fillIn(t(L.moved), { status: t(STATUS_NAMES[status]) })));
            await order.reload();
          }}
          onFailed={(error) => setNotice(problemNotice(error))}
        />
        <NoteForm
          def={resources.payments}
          record={shown}
          onSaved={() => setNotice(success(DETAIL.noteSaved))}
          onFailed={(error) => setNotice(problemNotice(error))}
        />
      </div>
    </DetailFrame>
  );
}

/** Everything known about the order, as a list of terms the eye runs down. */
function OrderFacts({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const pageUrl = `${window.location.origin}/orders/${order.token}${order.language === 'mm' ? '?lang=mm' : ''}`;
  return (
    <section className="a-card a-order-facts" aria-label={t(L.customer)}>
      <dl className="a-facts">
        <Fact label={L.placed}>
          <time dateTime={order.created}>{formatDate(order.created, language)}</time>
        </Fact>
        <Fact label={L.status}>
          <StatusBadge status={order.status} />
          {order.status === 'rejected' && order.reason && (
            <span className="a-order-reason">
              {t(L.reason)}: {order.reason}
            </span>
          )}
        </Fact>
        <Fact label={L.product}>{order.product_name}</Fact>
        <Fact label={L.quantity}>{localDigits(order.quantity ?? 1, language)}</Fact>
        <Fact label={L.amount} className="a-order-amount">
          {formatAmount(order.amount ?? 0, order.currency ?? '', language)}
        </Fact>
        <Fact label={L.customer}>{order.name}</Fact>
        <Fact label={L.phone}>
          <a href={telHref(order.phone_number)}>{order.phone_number}</a>
        </Fact>
        <Fact label={L.email} className="a-col-wrap">
          <a href={mailtoHref(order.email)}>{order.email}</a>
        </Fact>
        <Fact label={L.address} className="a-pre-line">
          {order.address}
        </Fact>
        <Fact label={L.language}>{t(order.language === 'mm' ? L.burmese : L.english)}</Fact>
        {order.stock_held && (
          <Fact label={L.stock}>
            {fillIn(t(L.stockHeld), { count: localDigits(order.quantity ?? 1, language) })}
          </Fact>
        )}
        <Fact label={L.customerPage}>
          <a href={pageUrl} target="_blank" rel="noreferrer">
            {t(L.open)}
            <span className="visually-hidden"> {t(UI.opensNewTab)}</span>
          </a>
          <span className="a-hint">{t(L.customerPageHint)}</span>
        </Fact>
      </dl>
    </section>
  );
}
