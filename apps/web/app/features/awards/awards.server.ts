import type { Language } from '@coach/contract';
import { PAGE_SIZES } from '@coach/contract/options';
import type { AppLoadContext } from 'react-router';
import type { AwardView } from './award-logos';
import { localized } from '../../lib/language';
import type { PageWindow } from '../../lib/paging';
import { type SlideWindow, readSlides, shapeSlides } from '../../lib/slides';

const readAwards = (context: AppLoadContext, page: PageWindow) =>
  context.content.page('awards', { ...page, columns: ['name', 'name_mm', 'image'] });

const awardView =
  (language: Language) =>
  (row: Awaited<ReturnType<typeof readAwards>>['rows'][number]): AwardView => ({
    id: row.id,
    name: localized(row, 'name', language),
    image: row.image || null,
  });

/** Slide `slide` of the awards in rank order (12 a slide) and the slide after it. */
export async function loadAwardSlides(
  context: AppLoadContext,
  language: Language,
  slide: number,
  counted?: (slides: number) => void,
): Promise<SlideWindow<AwardView>> {
  const window = await readSlides(
    slide,
    PAGE_SIZES.slider,
    (page) => readAwards(context, page),
    counted,
  );
  return shapeSlides(window, awardView(language));
}

/** The first `count` awards in rank order, named in the visitor's language. */
export async function loadTopAwards(
  context: AppLoadContext,
  language: Language,
  count: number,
): Promise<AwardView[]> {
  const { rows } = await readAwards(context, { limit: count, offset: 0 });
  return rows.map(awardView(language));
}
