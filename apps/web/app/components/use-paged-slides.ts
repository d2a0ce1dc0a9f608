import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageFacts } from '../lib/image-facts';
import { useLanguage } from '../lib/language';
import {
  type SlideWindow,
  type SliderName,
  slideAfter,
  slideBefore,
  slidesAddress,
} from '../lib/slides';

export type Direction = 'next' | 'previous';

/** Slides kept in the page at most: the current one and those around it. */
const KEEP = 6;

/** How far apart two slides are when stepping either way round the ring. */
const ringDistance = (a: number, b: number, slides: number) => {
  const d = Math.abs(a - b);
  return Math.min(d, slides - d);
};

interface Shown {
  slide: number;
  slides: number;
  /** Which way the last step went, so the new slide can come in from that side. */
  direction: Direction | null;
}

/**
 * The slides of a server-paged slider once the page runs: it starts from the slide and
 * its successor the server rendered, steps at once to a slide it holds, fetches one it
 * lacks, and then fetches the neighbours of the new slide so that the next step is
 * instant too. `fallback` is called with the slide to show when fetching fails, so the
 * caller can load the slide's address instead.
 */
export function usePagedSlides<T>(
  initial: SlideWindow<T>,
  name: SliderName,
  fallback: (slide: number) => void,
) {
  const language = useLanguage();
  const [known, setKnown] = useState(() => {
    const slides = new Map([[initial.slide, initial.items]]);
    if (initial.next.length) slides.set(slideAfter(initial.slide, initial.slides), initial.next);
    return slides;
  });
  const [shown, setShown] = useState<Shown>({
    slide: initial.slide,
    slides: initial.slides,
    direction: null,
  });
  // The library's facts of fetched slides' pictures (the page's own come with its data).
  const [images, setImages] = useState<ImageFacts>({});
  const pending = useRef(new Map<number, Promise<number | null>>());
  // Neighbours are fetched only once the visitor shows interest (a step, or the pointer or
  // focus on the slider), so a page view that never touches the slider costs no request.
  const [interested, setInterested] = useState(false);

  /** Fetches slide `slide` and its successor; resolves to the slide received, null on failure. */
  const fetchSlide = useCallback(
    (slide: number) => {
      const inFlight = pending.current.get(slide);
      if (inFlight) return inFlight;
      const request = fetch(slidesAddress(name, slide, language))
        .then((response) => (response.ok ? (response.json() as Promise<SlideWindow<T>>) : null))
        .then((window) => {
          if (!window) return null;
          setKnown((before) => {
            const after = new Map(before);
            after.set(window.slide, window.items);
            if (window.next.length) after.set(slideAfter(window.slide, window.slides), window.next);
            return after;
          });
          setShown((s) => (s.slides === window.slides ? s : { ...s, slides: window.slides }));
          const facts = window.images;
          if (facts) setImages((before) => ({ ...before, ...facts }));
          return window.slide;
        })
        .catch(() => null)
        .finally(() => pending.current.delete(slide));
      pending.current.set(slide, request);
      return request;
    },
    [name, language],
  );

  const go = useCallback(
    async (slide: number, direction: Direction | null) => {
      if (known.has(slide)) {
        setShown((s) => ({ ...s, slide, direction }));
        return;
      }
      const received = await fetchSlide(slide);
      if (received === null) fallback(slide);
      else setShown((s) => ({ ...s, slide: received, direction }));
    },
    [known, fetchSlide, fallback],
  );

  // Have both neighbours of the current slide at hand, and forget slides far from it.
  useEffect(() => {
    const { slide, slides } = shown;
    if (slides < 2 || !(interested || shown.direction)) return;
    for (const neighbour of [slideAfter(slide, slides), slideBefore(slide, slides)]) {
      if (!known.has(neighbour)) void fetchSlide(neighbour);
    }
    if (known.size > KEEP) {
      setKnown((before) => {
        const nearest = [...before.keys()]
          .sort((a, b) => ringDistance(a, slide, slides) - ringDistance(b, slide, slides))
          .slice(0, KEEP);
        return new Map(nearest.map((key) => [key, before.get(key)!]));
      });
    }
  }, [shown, known, fetchSlide, interested]);

  const step = (direction: Direction) => {
    const { slide, slides } = shown;
    const to = direction === 'next' ? slideAfter(slide, slides) : slideBefore(slide, slides);
    void go(to, direction);
  };

  return { known, shown, images, go, step, warm: () => setInterested(true) };
}
