import { useContext, useMemo } from 'react';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { localDigits } from '../lib/format';
import { ImageFactsContext } from '../lib/image-facts';
import { useLanguage } from '../lib/language';
import { type SlideWindow, type SliderName, slideAfter, slideBefore } from '../lib/slides';
import { usePageHref } from '../lib/use-page-href';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useAutoAdvance } from './use-auto-advance';
import { useSwipe } from './use-swipe';
import { type Direction, usePagedSlides } from './use-paged-slides';

/** Above this many slides, a "3 of 40" line stands in for the dots. */
const MAX_DOTS = 10;

export interface PagedSliderProps<T> {
  /** The slide the server rendered and the one after it. */
  window: SlideWindow<T>;
  /** The slider's name: its query parameter and where it fetches slides. */
  name: SliderName;
  /** The id of the section the slider's addresses land on. */
  anchor: string;
  /** Draws one slide's items. */
  renderSlide: (items: T[]) => React.ReactNode;
  /** Accessible name of the carousel, e.g. "Testimonials". */
  label: string;
  /** Auto-advance interval in ms (pages use `LIMITS.sliderIntervalMs`); off when not set. */
  autoAdvanceMs?: number;
}

/** A link that follows its address without JavaScript, and steps in place with it. */
const inPlace = (action: () => void) => (event: React.MouseEvent<HTMLAnchorElement>) => {
  // A click that asks for a new tab or window keeps its usual meaning.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  action();
};

/**
 * A carousel over a list the server reads one slide at a time: arrows (and dots, or a
 * position line for long lists) wrapping at both ends, optional auto-advance (paused on
 * hover, focus and reduced motion). Every control is a link to the slide's address
 * (`?testimonials=3#testimonials`), so it works without JavaScript; with it, the slider
 * steps in place and fetches only the slides it lacks.
 *
 * The controls come before the slides (as in the ARIA carousel pattern): the slides keep
 * the height of the tallest one fetched, which grows when a neighbour arrives as the
 * pointer comes near, and arrows below them moved away from the pointer about to click.
 */
export function PagedSlider<T>(props: PagedSliderProps<T>) {
  const language = useLanguage();
  // A new language or a new slide in the address starts again from what the server sent.
  return <SliderBody key={`${language}:${props.window.slide}`} {...props} />;
}

function SliderBody<T>({
  window,
  name,
  anchor,
  renderSlide,
  label,
  autoAdvanceMs,
}: PagedSliderProps<T>) {
  const t = useT(commonMessages);
  const language = useLanguage();
  const href = usePageHref(name, anchor);
  const { known, shown, images, go, step, warm } = usePagedSlides(window, name, (slide) =>
    globalThis.location.assign(href(slide)),
  );
  // Slides fetched after the page came bring their pictures' library facts with them.
  const page = useContext(ImageFactsContext);
  const facts = useMemo(
    () => (Object.keys(images).length ? { ...page, facts: { ...page.facts, ...images } } : page),
    [page, images],
  );
  const pauseProps = useAutoAdvance(
    () => step('next'),
    shown.slides > 1 ? autoAdvanceMs : undefined,
  );
  const swipe = useSwipe((to) => {
    if (shown.slides > 1) step(to);
  });
  const { slide, slides, direction } = shown;
  const position = (index: number) => t('slideOf', { index, count: slides });
  const stepLink = (to: Direction) => {
    const target = to === 'next' ? slideAfter(slide, slides) : slideBefore(slide, slides);
    return (
      <a
        className="icon-button"
        href={href(target)}
        onClick={inPlace(() => step(to))}
        aria-label={to === 'next' ? t('nextSlide') : t('previousSlide')}
      >
        {to === 'next' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </a>
    );
  };

  return (
    <div
      className="slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseProps}
      onMouseEnter={() => {
        warm();
        pauseProps.onMouseEnter();
      }}
      onFocus={() => {
        warm();
        pauseProps.onFocus();
      }}
    >
      {slides > 1 && (
        <div className="slider-controls">
          {stepLink('previous')}
          {slides <= MAX_DOTS ? (
            <div className="slider-dots">
              {Array.from({ length: slides }, (_, i) => i + 1).map((index) => (
                <a
                  key={index}
                  className="slider-dot"
                  href={href(index)}
                  onClick={inPlace(() => void go(index, index > slide ? 'next' : 'previous'))}
                  aria-label={position(index)}
                  aria-current={index === slide ? 'true' : undefined}
                />
              ))}
            </div>
          ) : (
            <p className="slider-position">
              {t('slideOf', {
                index: localDigits(slide, language),
                count: localDigits(slides, language),
              })}
            </p>
          )}
          {stepLink('next')}
        </div>
      )}
      <div className="slider-viewport" {...swipe}>
        {/* Rotating slides are announced only when the visitor moves them. */}
        <ImageFactsContext.Provider value={facts}>
          <div className="slider-stack" aria-live={autoAdvanceMs ? 'off' : 'polite'}>
            {[...known.keys()]
              .sort((a, b) => a - b)
              .map((index) => {
                const current = index === slide;
                return (
                  <div
                    key={index}
                    className={`slider-slide${current && direction ? ` is-entering-${direction}` : ''}`}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={position(index)}
                    aria-hidden={!current}
                    inert={!current}
                  >
                    {renderSlide(known.get(index)!)}
                  </div>
                );
              })}
          </div>
        </ImageFactsContext.Provider>
      </div>
    </div>
  );
}
