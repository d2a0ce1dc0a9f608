import type { QueryParams } from '@coach/contract/query-params';
import type { Route } from './+types/slides';
import { loadAwardSlides } from '../../features/awards/awards.server';
import { loadTestimonialSlides } from '../../features/testimonials/testimonials.server';
import { withImageFacts } from '../../lib/image-facts.server';
import { languageFromRequest } from '../../lib/language';
import { pageParam, pagesCounter } from '../../lib/paging';
import type { SliderName } from '../../lib/slides';

/** The sliders that read their slides here, and how each reads one. */
const SLIDERS = {
  testimonials: loadTestimonialSlides,
  awards: loadAwardSlides,
} satisfies Record<SliderName, unknown>;

/**
 * `/slides/{testimonials|awards}?slide=N&lang=xx`: one slide of a slider (and the slide
 * after it) as JSON, shaped by the same code that renders the page, so that a slider
 * can step on without reloading the page.
 */

/** The query parameters this page reads besides the language (docs/decisions/0041): the slide asked for. */
export const queryParams = { slide: 'page' } satisfies QueryParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.list;
  if (!Object.hasOwn(SLIDERS, name)) throw new Response(null, { status: 404 });
  const read = SLIDERS[name as SliderName];
  const window = await read(
    context,
    languageFromRequest(request),
    pageParam(request.url, 'slide'),
    pagesCounter(context, 'slide'),
  );
  // With the library's alt texts and focal points of its pictures, as a page's data has.
  return Response.json(await withImageFacts(context, window), {
    // The language is in the address; the content changes a few times a day.
    headers: { 'cache-control': 'public, max-age=60' },
  });
}
