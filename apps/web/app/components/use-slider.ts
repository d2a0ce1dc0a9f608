import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './slider-index';

export interface SliderOptions {
  count: number;
  /** Move to the next slide every this many ms (pages use 5000); off when not set. */
  autoAdvanceMs?: number;
}

/**
 * Slider state: the current index wrapping at both ends, and an optional auto-advance
 * that pauses while the pointer or focus is inside (spread `pauseProps` on the slider)
 * and never runs for visitors who ask for reduced motion.
 */
export function useSlider({ count, autoAdvanceMs }: SliderOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const update = () => setReducedMotion(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (!autoAdvanceMs || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [autoAdvanceMs, paused, count]);

  // A list that shrinks (e.g. after a language switch) must not leave us past its end.
  const current = count ? Math.min(index, count - 1) : 0;
  const next = useCallback(() => setIndex((i) => wrapIndex(i, 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i, -1, count)), [count]);

  return {
    index: current,
    next,
    previous,
    goTo: setIndex,
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
