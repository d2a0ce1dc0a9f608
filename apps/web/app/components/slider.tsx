import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useSlider } from './use-slider';

export interface SliderProps {
  /** One node per slide (a slide may hold several cards). */
  slides: React.ReactNode[];
  /** Accessible name of the carousel, e.g. "Testimonials". */
  label: string;
  /** Auto-advance interval in ms (pages use `LIMITS.sliderIntervalMs`); off when not set. */
  autoAdvanceMs?: number;
  className?: string;
}

/**
 * A carousel: arrows and dots, wrapping at both ends, optional auto-advance (paused on
 * hover, focus and reduced motion). Every slide is in the server HTML; the hidden ones
 * are inert so keyboard and screen-reader users meet only the current slide.
 */
export function Slider({ slides, label, autoAdvanceMs, className }: SliderProps) {
  const t = useT(commonMessages);
  const { index, next, previous, goTo, pauseProps } = useSlider({
    count: slides.length,
    autoAdvanceMs,
  });
  const many = slides.length > 1;
  return (
    <div
      className={`slider ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseProps}
    >
      <div className="slider-viewport">
        <div className="slider-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="slider-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { index: i + 1, count: slides.length })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many && (
        <div className="slider-controls">
          <button
            type="button"
            className="icon-button"
            onClick={previous}
            aria-label={t('previousSlide')}
          >
            <ChevronLeftIcon />
          </button>
          <div className="slider-dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="slider-dot"
                aria-label={t('slideOf', { index: i + 1, count: slides.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className="icon-button" onClick={next} aria-label={t('nextSlide')}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
