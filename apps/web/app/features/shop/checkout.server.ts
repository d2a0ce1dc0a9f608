import { type Language, resources } from '@coach/contract';
import { type AppLoadContext, data } from 'react-router';
import { str } from '../../lib/records';
import { productView } from './catalogue';

/** The product being bought, in the visitor's language plus its English heading; 404 if missing. */
export async function loadCheckoutProduct(context: AppLoadContext, id: string, language: Language) {
  let row: Record<string, unknown>;
  try {
    row = await context.services.crud.get(resources.products, id, context.viewer);
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return { ...productView(row, language), headingEn: str(row, 'heading') };
}
