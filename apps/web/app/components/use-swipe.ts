import { useRef } from 'react';
import type { Direction } from './use-paged-slides';

/** How far a finger must travel sideways before a swipe counts, in CSS pixels. */
const MIN_DISTANCE = 40;

/**
 * The slide a sideways swipe asks for: right to left is the next, left to right the
 * previous. A movement mostly up or down is the page scrolling, and a short one a tap.
 */
export function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Pointer handlers that step a slider when a finger (or a pen, or a mouse dragged across)
 * swipes it. The slider's viewport lets the browser scroll only up and down
 * (`touch-action: pan-y`), so a sideways movement comes here instead of moving the page.
 */
export function useSwipe(onSwipe: (direction: Direction) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: React.PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: React.PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
