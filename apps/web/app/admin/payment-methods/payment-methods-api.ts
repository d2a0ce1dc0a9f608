import type { PaymentMethod } from '@coach/contract';
import { call } from '../api/client.ts';

/** What the screen sends: the list's fields, blanks as empty text (the API stores null). */
export type PaymentMethodInput = { [K in keyof PaymentMethod]?: string | null };

/** The whole list is read and saved at once (PUT replaces it; owners only). */
export const getPaymentMethods = () => call<PaymentMethod[]>('/payment_methods');
export const savePaymentMethods = (methods: PaymentMethodInput[]) =>
  call<PaymentMethod[]>('/payment_methods', { method: 'PUT', json: methods });
