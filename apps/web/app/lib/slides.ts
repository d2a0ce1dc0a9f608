import type { ImageFacts } from './image-facts';
import { type PageWindow, readPage } from './paging';

/**
 * A slider the server renders one slide at a time, with the slide after it ready in the
 * page so the first step is instant. The slide lives in the address (`?testimonials=3`)
 * like a list's page, so the arrows work without JavaScript.
 */
export interface SlideWindow<T> {
  /** The slide shown, 1-based. */
  slide: number;
  /** How many slides the whole list makes (at least 1). */
  slides: number;
  /** How many items the whole list has. */
  total: number;
  items: T[];
  /** The slide after this one (the first after the last); empty when there is only one. */
  next: T[];
  /** The library's facts of the slides' pictures, when fetched from `/slides` (routes/resources/slides.ts). */
  images?: ImageFacts;
}

/** The slide after `slide` among `slides`, wrapping from the last to the first. */
export const slideAfter = (slide: number, slides: number) => (slide % slides) + 1;

/** The slide before `slide` among `slides`, wrapping from the first to the last. */
export const slideBefore = (slide: number, slides: number) => ((slide - 2 + slides) % slides) + 1;

/**
 * Reads slide `requested` of `perSlide` items, and the slide after it. Past the end (a
 * list that shrank since the link was made) it shows the last slide.
 */
export async function readSlides<T>(
  requested: number,
  perSlide: number,
  read: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
  counted?: (slides: number) => void,
): Promise<SlideWindow<T>> {
  const current = await readPage(requested, perSlide, read, counted);
  const after = slideAfter(current.page, current.pages);
  const next =
    after === current.page
      ? []
      : (await read({ limit: perSlide, offset: (after - 1) * perSlide })).rows;
  return {
    slide: current.page,
    slides: current.pages,
    total: current.total,
    items: current.rows,
    next,
  };
}

/** A window of slides shaped for showing, as a page component receives it. */
export const shapeSlides = <T, U>(
  window: SlideWindow<T>,
  shape: (row: T) => U,
): SlideWindow<U> => ({
  ...window,
  items: window.items.map(shape),
  next: window.next.map(shape),
});

/** The sliders that can fetch their slides from `/slides/{name}`. */
export type SliderName = 'testimonials' | 'awards';

/** Where a running page fetches slide `slide` of a slider, in `language`. */
export const slidesAddress = (name: SliderName, slide: number, language: string) =>
  `/slides/${name}?slide=${slide}&lang=${language}`;
