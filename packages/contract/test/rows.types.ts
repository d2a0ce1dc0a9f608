/**
 * Compile-time checks of the row types (run by `npm run typecheck`): each line marked
 * @ts-expect-error must stay an error, so a row type that loosened to `any` or lost a
 * field would fail the build.
 */
import type { Row } from '../src/index.ts';

declare const event: Row<'events'>;
declare const product: Row<'products'>;
declare const constant: Row<'constants'>;
declare const article: Row<'articles'>;
declare const order: Row<'payments'>;

export const readable = [
  event.name satisfies string,
  event.name_mm satisfies string | null,
  event.image satisfies string,
  product.price satisfies number,
  product.sub_category?.main_category_id satisfies number | undefined,
  constant.name satisfies string,
  article.publish_status satisfies boolean,
  order.resolved satisfies boolean,
];

export const misspelt = [
  // @ts-expect-error a misspelt field
  event.nmae,
  // @ts-expect-error the nested parent carries only its listed columns
  product.sub_category?.created,
  // @ts-expect-error a price is a number
  product.price satisfies string,
];
