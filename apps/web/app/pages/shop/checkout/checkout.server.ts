import type { Language } from '@coach/contract';
import { type AppLoadContext, data } from 'react-router';
import { productView } from '../../../features/shop-catalogue/catalogue';

/** The product being bought, in the visitor's language plus its English heading; 404 if missing. */
export async function loadCheckoutProduct(context: AppLoadContext, id: string, language: Language) {
  const row = await context.content.find('products', id);
  if (!row) throw data(null, { status: 404 });
  return { ...productView(row, language), headingEn: row.heading || row.heading_mm || '' };
}
