import { type PaymentMethod, schemas } from '@coach/contract';
import { PENDING_UPLOAD } from '../crud/form-values.ts';
import type { PaymentMethodInput } from './payment-methods-api.ts';

/** The text inputs of a method: the contract's fields but its QR image. */
export type TextField = Exclude<keyof PaymentMethod, 'qr_image'>;
export const TEXT_FIELDS = Object.keys(schemas.paymentMethodFields).filter(
  (field): field is TextField => field !== 'qr_image',
);

/** A method as the form holds it: its texts, its stored QR image, and a newly chosen one. */
export interface MethodItem {
  /** Stays with the method as it moves, for React and for the inputs' ids. */
  key: number;
  values: Record<TextField, string>;
  /** The stored QR image's id, null when there is none or it is being removed. */
  qr: string | null;
  /** A picture chosen to replace it, uploaded on save. */
  file?: File;
}

let nextKey = 1;

export function itemOf(method?: PaymentMethod): MethodItem {
  return {
    key: nextKey++,
    values: Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, method?.[f] ?? '']),
    ) as MethodItem['values'],
    qr: method?.qr_image ?? null,
  };
}

/**
 * The request body. A chosen picture stands as PENDING_UPLOAD until it is uploaded
 * (`uploaded` then gives its id by the method's key), so the checks see it as given.
 */
export function bodyOf(items: readonly MethodItem[], uploaded: Record<number, string> = {}) {
  return items.map((item): PaymentMethodInput => ({
    ...item.values,
    qr_image: uploaded[item.key] ?? (item.file ? PENDING_UPLOAD : item.qr),
  }));
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}
