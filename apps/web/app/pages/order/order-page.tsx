import type { OrderStatus } from '@coach/contract';
import { formatAmount, formatDate } from '@coach/contract/formats';
import { data } from 'react-router';
import type { Route } from './+types/order-page';
import { StatusMessage } from '../../components/status-message';
import { ContactList } from '../../components/contact-list';
import { Fact } from '../../components/fact';
import { ReferenceFact } from '../../features/transfer-pages/reference-fact';
import { translator, useT } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { languageFromRequest, localized, useLanguage } from '../../lib/language';
import { ProductThumbnail } from '../../features/shop-catalogue/product-thumbnail';
import { ShippingText, shippingTypeOf } from '../../features/shop-catalogue/shipping-text';
import { rootData } from '../../lib/seo';
import { ORDER_PLACED_PARAM } from '../../features/shop-catalogue/shop-keys';
import { RECEIPT_SENT_PARAM, orderAction } from './order-action.server';
import { orderMessages } from './order-messages';
import { ReceiptForm } from '../../features/transfer-pages/receipt-form';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import '../../features/payment-methods/payment-methods.css';
import '../../features/transfer-pages/transfer-page.css';
import { withImageFacts } from '../../lib/image-facts.server';
import { PRIVATE_HEADERS } from '../../lib/private-page';
import { BackLink } from '../../components/back-link';

/** A rejected order's new receipt posts here, with or without scripts. */
export const action = orderAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await context.orders.view(params.token);
  if (!order) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  const language = languageFromRequest(request);
  const query = new URL(request.url).searchParams;
  const when = (iso: string | null, time = false) =>
    iso ? formatDate(iso, language, context.timeZone, { time }) : null;
  return withImageFacts(context, {
    order,
    ordered: when(order.created),
    holdUntil: when(order.hold_until, true),
    placed: query.get(ORDER_PLACED_PARAM) === '1',
    // Only while a transfer is to be made again: an order being checked has its receipt
    // already, and asking for the payment again would read as if it had not arrived.
    paymentMethods: order.status === 'rejected' ? await context.content.paymentMethods() : [],
    receiptSent: query.get(RECEIPT_SENT_PARAM) === 'sent' && order.status === 'received',
  });
}

/** Whoever holds the link sees the order: no cache along the way may keep or share it. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  const t = translator(orderMessages, language);
  const reference = args.data?.order.reference ?? '';
  // A private page: never in a search engine, and no card naming it.
  return [
    { title: t('metaTitle', { reference }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

const STEPS = ['stepOrdered', 'stepChecked', 'stepSent'] as const;
/** What follows while the receipt is checked, said in place of how to pay. */
const NEXT_STEPS = ['nextCheck', 'nextConfirm', 'nextSend'] as const;
/** How far along the three steps each status is (a cancelled order shows none done). */
const STEP_OF: Record<OrderStatus, number> = {
  received: 0,
  rejected: 0,
  paid: 1,
  fulfilled: 2,
  cancelled: -1,
};

/**
 * /orders/{token}: the customer's own page for one order, linked from every email about
 * it and shown right after ordering. It says where the order is, in the visitor's
 * language, and while a receipt is rejected it takes a new one.
 */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT(orderMessages);
  const language = useLanguage();
  const { order, ordered, holdUntil, placed, receiptSent, paymentMethods } = loaderData;
  const name = (language === 'mm' && order.product_name_mm) || order.product_name;
  const step = STEP_OF[order.status];
  return (
    <div className="order-page">
      <div className="container order-container">
        <header className="order-header">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="order-title">{t('title', { reference: order.reference })}</h1>
          {placed && (
            <>
              <StatusMessage status={{ kind: 'success', text: t('placed') }} />
              <p className="order-keep">{t('keepLink')}</p>
            </>
          )}
          {receiptSent && <StatusMessage status={{ kind: 'success', text: t('receiptSent') }} />}
        </header>

        <section
          className={`order-state card order-state-${order.status}`}
          aria-labelledby="order-state-title"
        >
          <h2 id="order-state-title">{t(`status.${order.status}`)}</h2>
          {order.status === 'rejected' && order.reason && (
            <p className="order-reason">
              <strong>{t('reason')}:</strong> {order.reason}
            </p>
          )}
          <p>{t(`text.${order.status}`)}</p>
          {order.status === 'rejected' && holdUntil && (
            <p className="order-hold">{t('holdUntil', { date: holdUntil })}</p>
          )}
          {step >= 0 && (
            <ol className="order-steps" aria-label={t('progress')}>
              {STEPS.map((key, i) => (
                <li
                  key={key}
                  className={i <= step ? 'order-step order-step-done' : 'order-step'}
                  aria-current={i === step ? 'step' : undefined}
                >
                  {t(key)}
                </li>
              ))}
            </ol>
          )}
          {order.status === 'rejected' && (
            <section className="order-new-receipt" aria-labelledby="order-new-receipt-title">
              <h3 id="order-new-receipt-title">{t('newReceiptTitle')}</h3>
              <ReceiptForm />
            </section>
          )}
        </section>

        <section className="order-summary-card card" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="visually-hidden">
            {t('eyebrow')}
          </h2>
          <div className="order-item">
            <ProductThumbnail id={order.product_image} width={96} className="order-item-image" />
            <p className="order-item-name">{name}</p>
          </div>
          <dl className="order-facts">
            <ReferenceFact
              label={t('referenceLabel')}
              reference={order.reference}
              hint={t('referenceHint')}
            />
            <Fact term={t('quantity')}>{localDigits(order.quantity, language)}</Fact>
            <Fact term={t('amount')} className="order-amount">
              {formatAmount(order.amount, order.currency, language)}
            </Fact>
            {order.shipping_type && (
              <Fact term={t('shipping')} className="order-shipping">
                <ShippingText
                  type={shippingTypeOf(order.shipping_type)}
                  note={localized(order, 'shipping_note', language)}
                />
              </Fact>
            )}
            {ordered && <Fact term={t('ordered')}>{ordered}</Fact>}
          </dl>
        </section>

        {order.status === 'received' && (
          <section className="order-next card" aria-labelledby="order-next-title">
            <h2 id="order-next-title">{t('nextTitle')}</h2>
            <ol className="order-next-steps">
              {NEXT_STEPS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          </section>
        )}

        {paymentMethods.length > 0 && (
          <section className="order-pay card" aria-labelledby="order-pay-title">
            <h2 id="order-pay-title">{t('howToPay')}</h2>
            <PaymentMethods
              methods={paymentMethods}
              language={language}
              amount={formatAmount(order.amount, order.currency, language)}
              reference={order.reference}
            />
          </section>
        )}

        <section className="order-contact" aria-labelledby="order-contact-title">
          <h2 id="order-contact-title">{t('contact')}</h2>
          <ContactList className="contact-lines" />
          <BackLink to="/shops" label={t('backToShop')} />
        </section>
      </div>
    </div>
  );
}
