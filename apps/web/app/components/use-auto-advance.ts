import { useEffect, useRef, useState } from 'react';

/**
 * Calls `advance` every `intervalMs` while the visitor is not busy with the slider: it
 * pauses while the pointer or focus is inside (spread `pauseProps` on the slider) and
 * never runs for visitors who ask for reduced motion. Off when `intervalMs` is not set.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number | undefined) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  // The latest callback, so the timer need not restart when the caller re-renders.
  const latest = useRef(advance);
  latest.current = advance;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const update = () => setReducedMotion(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (!intervalMs || paused) return;
    const timer = window.setInterval(() => latest.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, paused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
