import { SHIPPING_TYPES } from '@coach/contract/options';
import { defineMessages, useT } from '../../i18n/messages';

type ShippingType = (typeof SHIPPING_TYPES)[number];

const shippingMessages = defineMessages({
  'shipping.FREE SHIPPING': { en: 'Free shipping', mm: 'အခမဲ့ ပို့ဆောင်ပေးသည်' },
  'shipping.PAID BY CLIENT': { en: 'Paid by the buyer', mm: 'ပို့ဆောင်ခ ဝယ်သူ ကျခံရန်' },
});

/** A stored shipping type as one the site knows (the spec's default for anything else). */
export const shippingTypeOf = (value: unknown): ShippingType =>
  SHIPPING_TYPES.find((type) => type === value) ?? SHIPPING_TYPES[0];

/**
 * A product's shipping as the shop card, the checkout and the order page say it: its type
 * ("Paid by the buyer") and, under it, the owner's note of how much or how it is arranged,
 * in the reader's language. One component, so the three never say it differently.
 */
export function ShippingText({ type, note }: { type: ShippingType; note: string }) {
  const t = useT(shippingMessages);
  return (
    <>
      {t(`shipping.${type}`)}
      {note && <span className="shipping-note">{note}</span>}
    </>
  );
}
